"use client";

import { useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import {
  checkCardInput,
  formatCardNumber,
  formatExpiry,
  type CardField,
  type CardFieldError,
} from "@/features/checkout/domain/card-input";
import { newAttemptId, postAccount } from "@/features/subscription/client/post-account";
import { Button } from "@/ui/button";

export type CardChangeText = {
  change: string;
  save: string;
  saving: string;
  saved: string;
  close: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  fields: Record<CardFieldError, string>;
  /** Payment error code → the person's words; `generic`, `network`, `tooMany` too. */
  errors: Record<string, string>;
};

const noSubscription = () => () => {};
const inputClass =
  "w-full rounded-xl border border-line bg-bg px-3 py-3 text-base text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

/**
 * A new card for the subscription (docs/subscription.md, "Payment method"): the sandbox
 * processor's card fields as at checkout, checked in the browser, tokenised at the processor
 * (the card never reaches our API), then sent to the account API once per attempt key.
 */
export function CardChangeForm(props: { text: CardChangeText; ownerEmail: string }) {
  const { text } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<CardField, CardFieldError>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(newAttemptId);
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);

  const valueOf = (field: CardField) =>
    formRef.current?.querySelector<HTMLInputElement>(`#card-${field}`)?.value ?? "";
  const reformat = (format: (value: string) => string) => (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const formatted = format(input.value);
    if (formatted !== input.value) input.value = formatted;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const checked = checkCardInput(
      { email: props.ownerEmail, cardNumber: valueOf("cardNumber"), expiry: valueOf("expiry"), cvc: valueOf("cvc"), name: valueOf("name") },
      new Date(),
    );
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const failed = (code: string) => {
      setMessage({ ok: false, text: text.errors[code] ?? text.errors.generic ?? "" });
      setBusy(false);
    };
    let token: string;
    try {
      const tokenised = await fetch("/api/billing/sandbox/payment-methods", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(checked.card),
      });
      const body = (await tokenised.json().catch(() => null)) as { id?: unknown; error?: { code?: string } } | null;
      if (!tokenised.ok || typeof body?.id !== "string") return failed(body?.error?.code ?? "generic");
      token = body.id;
    } catch {
      return failed("network");
    }
    const answer = await postAccount("/api/subscription/payment-method", { paymentMethodId: token, idempotencyKey: attempt });
    if (answer.kind === "ok") {
      setMessage({ ok: true, text: text.saved });
      setBusy(false);
      formRef.current?.reset();
      location.reload();
      return;
    }
    setAttempt(newAttemptId());
    failed(answer.kind === "network" ? "network" : answer.status === 429 ? "tooMany" : answer.code);
  }

  const field = (id: CardField, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`card-${id}`} className="text-sm font-semibold">
        {label}
      </label>
      {input}
      {errors[id] ? (
        <p id={`card-${id}-error`} className="text-sm text-red-600">
          {text.fields[errors[id]]}
        </p>
      ) : null}
    </div>
  );
  const described = (id: CardField) => (errors[id] ? { "aria-describedby": `card-${id}-error`, "aria-invalid": true } : {});

  if (!open)
    return (
      <Button type="button" kind="secondary" size="small" onClick={() => setOpen(true)} data-testid="card-change-open">
        {text.change}
      </Button>
    );
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate action="#" method="post" className="flex flex-col gap-3" data-testid="card-change-form" aria-busy={busy}>
      {field("cardNumber", text.cardNumber, <input id="card-cardNumber" autoComplete="cc-number" inputMode="numeric" dir="ltr" className={`${inputClass} text-start tabular-nums`} placeholder="1234 1234 1234 1234" onInput={reformat(formatCardNumber)} {...described("cardNumber")} />)}
      <div className="grid grid-cols-2 gap-3">
        {field("expiry", text.expiry, <input id="card-expiry" autoComplete="cc-exp" inputMode="numeric" dir="ltr" className={`${inputClass} text-start tabular-nums`} placeholder="MM / YY" onInput={reformat(formatExpiry)} {...described("expiry")} />)}
        {field("cvc", text.cvc, <input id="card-cvc" autoComplete="cc-csc" inputMode="numeric" dir="ltr" maxLength={4} className={`${inputClass} text-start tabular-nums`} placeholder="123" onInput={reformat((value) => value.replace(/\D/g, ""))} {...described("cvc")} />)}
      </div>
      {field("name", text.name, <input id="card-name" autoComplete="cc-name" className={inputClass} {...described("name")} />)}
      <p role={message?.ok ? "status" : "alert"} className={message ? (message.ok ? "rounded-xl bg-primary-light p-3 text-sm font-semibold" : "rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700") : "sr-only"}>
        {message?.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" kind="primary" size="small" disabled={busy || !ready} data-testid="card-change-save">
          {busy ? text.saving : text.save}
        </Button>
        <Button type="button" kind="text" size="small" onClick={() => setOpen(false)}>
          {text.close}
        </Button>
      </div>
    </form>
  );
}
