"use client";

import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { attemptKey, forgetAttempt } from "@/features/checkout/client/attempt-key";
import { postCheckout } from "@/features/checkout/client/post-checkout";
import { checkBuyerEmail } from "@/features/checkout/domain/buyer-email";
import { stripeElementOptions, type ThemeColours } from "@/features/checkout/domain/stripe-element-options";
import { setReturnUrl } from "@/features/quiz/client/browser-answers";
import { CheckoutFormEnd } from "./checkout-form-end";

/** Every word the form shows, translated on the server (no messages travel to the browser). */
export type StripeFormText = {
  email: string;
  emailHint: string;
  emailInvalid: string;
  submit: string;
  paying: string;
  /** Payment error code → the buyer's words. */
  paymentErrors: Record<string, string>;
  offerChanged: string;
  tooMany: string;
  network: string;
  generic: string;
  /** The refusal of a second plan for an address that holds one, and the sign-in it offers. */
  subscriptionExists: string;
  signIn: string;
  signInHref: string;
};

export type StripeFormProps = {
  /** Stripe's publishable key (`pk_…`). */
  publishableKey: string;
  packageId: string;
  kind: "subscription" | "one_time";
  currency: string;
  dueTodayMinor: number;
  locale: string;
  quizName: string | null;
  emailPrefill: string;
  text: StripeFormText;
  /** Shown under the button: the agreement line, trust words. */
  footer?: ReactNode;
};

type Loaded = { stripe: Stripe; elements: StripeElements };

const inputClass =
  "w-full rounded-xl border border-line bg-bg px-3 py-3 text-base text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

/** The theme's colours where the Element is mounted (custom properties inherit down to it). */
function themeAt(node: HTMLElement): ThemeColours {
  const style = getComputedStyle(node);
  const read = (name: string) => style.getPropertyValue(name);
  return {
    background: read("--pw-background"),
    text: read("--pw-text"),
    muted: read("--pw-muted"),
    primary: read("--pw-primary"),
    danger: read("--pw-danger"),
    scheme: style.colorScheme,
  };
}

/**
 * Stripe's Payment Element (cards, Apple Pay, Google Pay) when Stripe sells (docs/checkout.md,
 * "Stripe's Payment Element"). Deferred mode: the Element collects the method, Stripe.js turns
 * it into a `pm_…` id, and our server prices, charges and answers exactly as with the sandbox's
 * card form, once per attempt key. Stripe.js is loaded from js.stripe.com only here, on demand.
 */
export function StripePaymentForm(props: StripeFormProps) {
  const { text } = props;
  const mountRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const loadedRef = useRef<Loaded | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [emailError, setEmailError] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [offerSignIn, setOfferSignIn] = useState(false);
  const { publishableKey, kind, dueTodayMinor, currency, locale } = props;

  // The header's back-to-checkout panel comes back here (docs/site.md, return address).
  useEffect(() => setReturnUrl(location.pathname + location.search), []);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | null = null;
    (async () => {
      const node = mountRef.current;
      if (!node) return;
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe = await loadStripe(publishableKey);
      if (cancelled) return;
      if (!stripe) throw new Error("Stripe.js did not load");
      const options = stripeElementOptions({ offer: { kind, dueTodayMinor, currency }, locale, theme: themeAt(node) });
      const elements = stripe.elements(options);
      const element = elements.create("payment", { layout: "tabs" });
      element.on("ready", () => {
        if (!cancelled) setReady(true);
      });
      element.on("loaderror", () => {
        if (!cancelled) setMessage(text.network);
      });
      element.mount(node);
      loadedRef.current = { stripe, elements };
      unmount = () => element.destroy();
    })().catch(() => {
      // Stripe.js could not be fetched (offline, blocked): nothing can be paid until a reload.
      if (!cancelled) setMessage(text.network);
    });
    return () => {
      cancelled = true;
      loadedRef.current = null;
      unmount?.();
      setReady(false);
    };
  }, [publishableKey, kind, dueTodayMinor, currency, locale, text.network]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const loaded = loadedRef.current;
    if (busy || !loaded) return;
    setMessage(null);
    setOfferSignIn(false);
    const email = checkBuyerEmail(emailRef.current?.value ?? "");
    setEmailError(!email);
    if (!email) {
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    const { stripe, elements } = loaded;
    // The Element checks what it holds and shows its own problems in place.
    const submitted = await elements.submit();
    if (submitted.error) {
      setBusy(false);
      return;
    }
    const created = await stripe.createPaymentMethod({ elements, params: { billing_details: { email } } });
    if (created.error || !created.paymentMethod) {
      const code = created.error?.decline_code ?? created.error?.code ?? "";
      setMessage(text.paymentErrors[code] ?? text.generic);
      setBusy(false);
      return;
    }
    const attempt = await postCheckout({
      packageId: props.packageId,
      currency,
      shownAmountMinor: dueTodayMinor,
      paymentMethodId: created.paymentMethod.id,
      idempotencyKey: attemptKey(props.packageId, email),
      email,
      locale,
      ...(props.quizName ? { quizName: props.quizName } : {}),
    });
    switch (attempt.kind) {
      case "go":
        // The bank's check opens in place; its outcome reaches us through Stripe's webhook, and
        // the confirmation page shows it, whether the buyer passed, failed or closed it.
        if (attempt.clientSecret) await stripe.handleNextAction({ clientSecret: attempt.clientSecret }).catch(() => null);
        location.assign(attempt.next);
        return;
      case "refused":
        forgetAttempt();
        setMessage(text.paymentErrors[attempt.code] ?? text.generic);
        break;
      case "retry":
        setMessage(
          attempt.reason === "too_many"
            ? text.tooMany
            : attempt.reason === "network"
              ? text.network
              : (text.paymentErrors.provider_unavailable ?? text.generic),
        );
        break;
      case "stale":
        forgetAttempt();
        setMessage(text.offerChanged);
        break;
      case "subscribed":
        forgetAttempt();
        setMessage(text.subscriptionExists);
        setOfferSignIn(true);
        break;
      case "conflict":
      case "failed":
        forgetAttempt();
        setMessage(text.generic);
        break;
    }
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate action="#" method="post" className="flex flex-col gap-4" data-testid="checkout-form" data-provider="stripe" aria-busy={busy}>
      <div className="flex flex-col gap-1">
        <label htmlFor="checkout-email" className="text-sm font-semibold">
          {text.email}
        </label>
        <input
          ref={emailRef}
          id="checkout-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          className={`${inputClass} text-start`}
          defaultValue={props.emailPrefill}
          {...(emailError ? { "aria-describedby": "checkout-email-error", "aria-invalid": true } : {})}
        />
        <p className="text-xs text-muted">{text.emailHint}</p>
        {emailError ? (
          <p id="checkout-email-error" className="text-sm text-red-600" data-testid="checkout-email-error">
            {text.emailInvalid}
          </p>
        ) : null}
      </div>
      {/* Stripe's own frames: the card fields, Apple Pay and Google Pay. */}
      <div ref={mountRef} className="min-h-32" data-testid="checkout-payment-element" />
      <CheckoutFormEnd
        message={message}
        link={offerSignIn ? { href: text.signInHref, label: text.signIn } : null}
        disabled={busy || !ready}
        label={busy ? text.paying : text.submit}
        footer={props.footer}
      />
    </form>
  );
}
