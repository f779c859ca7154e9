"use client";

import { useEffect, useState } from "react";
import { returnUrlCookie } from "@/features/quiz/domain/quiz-cookies";

export type WatcherText = {
  title: string;
  text: string;
  slow: string;
  failedTitle: string;
  retry: string;
  /** The link to the bank's check, offered when the processor still waits for it. */
  bankCheck: string;
  /** Payment error code → the buyer's words. */
  paymentErrors: Record<string, string>;
  generic: string;
};

type OrderAnswer = { status?: unknown; failureCode?: unknown; next?: unknown; action?: unknown };

/** After this long without an answer the page says it is taking longer than usual. */
const slowAfterMs = 20_000;
/** After this long still waiting for the bank's check, the page offers the way back to it. */
const actionAfterMs = 8_000;
/** Polling stops after this long; the receipt e-mail still follows once the bank settles. */
const giveUpAfterMs = 5 * 60_000;

/**
 * Waits for the processor's answer about the buyer's order (docs/checkout.md, "After
 * submitting"): asks `/api/checkout/orders/{id}` every second or two, goes on once it is paid
 * (or to the bank's check when one is due), and shows the refusal in words when it failed.
 */
export function PaymentStatusWatcher(props: { orderId: string; retryHref: string; text: WatcherText }) {
  const { text } = props;
  const [slow, setSlow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const poll = async (attempt: number) => {
      if (stopped) return;
      const elapsed = Date.now() - started;
      if (elapsed > slowAfterMs) setSlow(true);
      if (elapsed > giveUpAfterMs) return;
      try {
        const response = await fetch(`/api/checkout/orders/${props.orderId}`, { cache: "no-store" });
        if (response.ok) {
          const answer = (await response.json()) as OrderAnswer;
          if (answer.status === "failed") {
            const code = typeof answer.failureCode === "string" ? answer.failureCode : "";
            setFailure(text.paymentErrors[code] ?? text.generic);
            return;
          }
          if (typeof answer.next === "string") {
            // Bought: the header no longer offers "back to checkout".
            document.cookie = `${returnUrlCookie}=; path=/; max-age=0; samesite=lax`;
            location.assign(answer.next);
            return;
          }
          // Offered, never followed: a buyer just back from the bank would be sent there again.
          setAction(elapsed > actionAfterMs && typeof answer.action === "string" ? answer.action : null);
        }
      } catch {
        // Offline for a moment: ask again.
      }
      timer = setTimeout(() => void poll(attempt + 1), Math.min(1000 + attempt * 250, 3000));
    };
    void poll(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [props.orderId, text]);

  if (failure) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="checkout-confirm-failed">
        <h1 className="text-2xl font-bold">{text.failedTitle}</h1>
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700">
          {failure}
        </p>
        <a href={props.retryHref} className="font-semibold text-primary underline">
          {text.retry}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="checkout-confirm-waiting" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden />
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-muted">{slow ? text.slow : text.text}</p>
      {action ? (
        <a href={action} className="font-semibold text-primary underline" data-testid="checkout-confirm-bank">
          {text.bankCheck}
        </a>
      ) : null}
    </div>
  );
}
