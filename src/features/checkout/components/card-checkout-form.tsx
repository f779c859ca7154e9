"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { setReturnUrl } from "@/features/quiz/client/browser-answers";
import {
  checkCardInput,
  fieldAfterRefusal,
  formatCardNumber,
  formatExpiry,
  type CardField,
  type CardFieldError,
} from "@/features/checkout/domain/card-input";
import { attemptKey, forgetAttempt } from "@/features/checkout/client/attempt-key";
import { offersDownsellAfter } from "@/features/checkout/domain/downsell";
import { submitCardPayment } from "@/features/checkout/client/submit-payment";
import { CheckoutFormEnd } from "./checkout-form-end";
import { useChosenPackage } from "./chosen-package";
import { DownsellOffer } from "./downsell-offer";

/** Every word the form shows, translated on the server (no messages travel to the browser). */
export type CardFormText = {
  email: string;
  emailHint: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  submit: string;
  paying: string;
  fields: Record<CardFieldError, string>;
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

/** The cheaper package offered after a declined card, with its own words (translated on the server). */
export type CardFormDownsell = {
  packageId: string;
  dueTodayMinor: number;
  /** "Would a smaller start suit you? …": what it is and what it costs today. */
  offer: string;
  accept: string;
  submit: string;
};

export type CardFormProps = {
  packageId: string;
  currency: string;
  dueTodayMinor: number;
  locale: string;
  quizName: string | null;
  emailPrefill: string;
  text: CardFormText;
  /** Shown under the button: the agreement line, trust words. */
  footer?: ReactNode;
  downsell?: CardFormDownsell | null;
};

const noSubscription = () => () => {};

const inputClass =
  "w-full rounded-xl border border-line bg-bg px-3 py-3 text-base text-fg outline-none focus:border-primary aria-[invalid=true]:border-red-600";

/**
 * The sandbox processor's card form (docs/checkout.md, "The card form"): standard
 * `autocomplete` fields so browsers and password managers fill them, checked in the browser
 * (Luhn, expiry, CVC, name), tokenised at the processor, then submitted once per attempt key.
 */
export function CardCheckoutForm(props: CardFormProps) {
  const { text } = props;
  // Uncontrolled fields: what a buyer types before the page's script runs is kept.
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<CardField, CardFieldError>>>({});
  const [message, setMessage] = useState<string | null>(null);
  // After a refusal: the field to fix, focused instead of the message (which is still announced).
  const [fixField, setFixField] = useState<CardField | null>(null);
  const [offerSignIn, setOfferSignIn] = useState(false);
  const [offerDownsell, setOfferDownsell] = useState(false);
  const { chosen, choose } = useChosenPackage();
  const downsell = props.downsell && chosen === "downsell" ? props.downsell : null;
  const paying = downsell ?? { packageId: props.packageId, dueTodayMinor: props.dueTodayMinor, submit: text.submit };
  const [busy, setBusy] = useState(false);
  // Until the page's script runs, the button stays off: a card must never go out as a plain form post.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);

  // The header's back-to-checkout panel comes back here (docs/site.md, return address).
  useEffect(() => setReturnUrl(location.pathname + location.search), []);

  useEffect(() => {
    if (fixField && message) document.getElementById(`checkout-${fixField}`)?.focus();
  }, [fixField, message]);

  const valueOf = (field: CardField) =>
    (formRef.current?.querySelector<HTMLInputElement>(`#checkout-${field}`)?.value ?? "");
  const reformat = (format: (value: string) => string) => (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const formatted = format(input.value);
    if (formatted !== input.value) input.value = formatted;
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    setFixField(null);
    setOfferSignIn(false);
    setOfferDownsell(false);
    const values = {
      email: valueOf("email"),
      cardNumber: valueOf("cardNumber"),
      expiry: valueOf("expiry"),
      cvc: valueOf("cvc"),
      name: valueOf("name"),
    };
    const checked = checkCardInput(values, new Date());
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const attempt = await submitCardPayment({
      card: checked.card,
      checkout: {
        packageId: paying.packageId,
        currency: props.currency,
        shownAmountMinor: paying.dueTodayMinor,
        idempotencyKey: attemptKey(paying.packageId, checked.email),
        email: checked.email,
        locale: props.locale,
        ...(props.quizName ? { quizName: props.quizName } : {}),
      },
    });
    switch (attempt.kind) {
      case "go":
        location.assign(attempt.next);
        return;
      case "refused": {
        forgetAttempt();
        // The number, expiry and name stay as typed; only the security code is asked again.
        const cvc = formRef.current?.querySelector<HTMLInputElement>("#checkout-cvc");
        if (cvc) cvc.value = "";
        setFixField(fieldAfterRefusal(attempt.code));
        setMessage(text.paymentErrors[attempt.code] ?? text.generic);
        setOfferDownsell(Boolean(props.downsell) && chosen === "chosen" && offersDownsellAfter(attempt.code));
        break;
      }
      case "retry":
        setMessage(attempt.reason === "too_many" ? text.tooMany : attempt.reason === "network" ? text.network : text.paymentErrors.provider_unavailable ?? text.generic);
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

  const field = (id: CardField, label: string, input: ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`checkout-${id}`} className="text-sm font-semibold">
        {label}
      </label>
      {input}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {errors[id] ? (
        <p id={`checkout-${id}-error`} className="text-sm text-red-600" data-testid={`checkout-${id}-error`}>
          {text.fields[errors[id]]}
        </p>
      ) : null}
    </div>
  );
  const described = (id: CardField) =>
    errors[id]
      ? { "aria-describedby": `checkout-${id}-error`, "aria-invalid": true }
      : fixField === id && message
        ? { "aria-describedby": "checkout-message" }
        : {};

  return (
    // No field has a name and the form has no action: without this script nothing is ever sent.
    <form ref={formRef} onSubmit={onSubmit} noValidate action="#" method="post" className="flex flex-col gap-4" data-testid="checkout-form" aria-busy={busy}>
      {field(
        "email",
        text.email,
        <input
          id="checkout-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          className={`${inputClass} text-start`}
          defaultValue={props.emailPrefill}
          {...described("email")}
        />,
        text.emailHint,
      )}
      {field(
        "cardNumber",
        text.cardNumber,
        <input
          id="checkout-cardNumber"
          autoComplete="cc-number"
          inputMode="numeric"
          dir="ltr"
          required
          className={`${inputClass} text-start tabular-nums`}
          placeholder="1234 1234 1234 1234"
          onInput={reformat(formatCardNumber)}
          {...described("cardNumber")}
        />,
      )}
      <div className="grid grid-cols-2 gap-3">
        {field(
          "expiry",
          text.expiry,
          <input
            id="checkout-expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            dir="ltr"
            required
            className={`${inputClass} text-start tabular-nums`}
            placeholder="MM / YY"
            onInput={reformat(formatExpiry)}
            {...described("expiry")}
          />,
        )}
        {field(
          "cvc",
          text.cvc,
          <input
            id="checkout-cvc"
            autoComplete="cc-csc"
            inputMode="numeric"
            dir="ltr"
            required
            maxLength={4}
            className={`${inputClass} text-start tabular-nums`}
            placeholder="123"
            onInput={reformat((value) => value.replace(/\D/g, ""))}
            {...described("cvc")}
          />,
        )}
      </div>
      {field(
        "name",
        text.name,
        <input
          id="checkout-name"
          autoComplete="cc-name"
          required
          className={inputClass}
          {...described("name")}
        />,
      )}
      {offerDownsell && props.downsell ? (
        <DownsellOffer
          offer={props.downsell.offer}
          accept={props.downsell.accept}
          onAccept={() => {
            choose("downsell");
            setOfferDownsell(false);
            setMessage(null);
            document.getElementById("checkout-cvc")?.focus();
          }}
        />
      ) : null}
      <CheckoutFormEnd
        message={message}
        focusMessage={!fixField}
        link={offerSignIn ? { href: text.signInHref, label: text.signIn } : null}
        disabled={busy || !ready}
        label={busy ? text.paying : paying.submit}
        footer={props.footer}
      />
    </form>
  );
}
