"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { Button } from "@/ui/button";

/**
 * The end of both checkout forms (the sandbox's card form and Stripe's): the refusal or error in
 * words (announced, and focused when it appears), the pay button, and the small print below it.
 */
export function CheckoutFormEnd(props: {
  message: string | null;
  /** False when the form moves focus to a field to fix instead (the message is still announced). */
  focusMessage?: boolean;
  /** A way on that goes with the message (sign in, for an address that already holds a plan). */
  link?: { href: string; label: string } | null;
  disabled: boolean;
  label: string;
  footer?: ReactNode;
}) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const focusMessage = props.focusMessage ?? true;
  useEffect(() => {
    if (props.message && focusMessage) messageRef.current?.focus();
  }, [props.message, focusMessage]);
  return (
    <>
      <p
        ref={messageRef}
        id="checkout-message"
        tabIndex={-1}
        role="alert"
        className={props.message ? "rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700 outline-none" : "sr-only"}
        data-testid="checkout-message"
      >
        {props.message}
      </p>
      {props.message && props.link ? (
        <a href={props.link.href} className="self-start font-semibold text-primary underline-offset-4 hover:underline" data-testid="checkout-sign-in">
          {props.link.label}
        </a>
      ) : null}
      <Button type="submit" kind="primary" size="big" wide disabled={props.disabled} data-testid="checkout-pay">
        {props.label}
      </Button>
      {props.footer}
    </>
  );
}
