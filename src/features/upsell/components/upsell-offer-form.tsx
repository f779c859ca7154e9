"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney } from "@/features/pricing/domain/format-money";
import type { UpsellOfferKind } from "@/features/upsell/domain/plan-upsell-chain";
import { cn } from "@/lib/cn";
import { buttonStyles } from "@/ui/button";

export type UpsellItemView = {
  packageId: string;
  amountMinor: number;
  name: string;
  description: string;
  points: string[];
  price: string;
  /** The struck-through list price and its spoken label, when there is one. */
  listPrice: string | null;
  listPriceLabel: string | null;
  saving: string | null;
  /** "€9.99, a one-time payment. No subscription." */
  terms: string;
};

export type UpsellFormLabels = {
  groupLabel: string;
  accept: string;
  decline: string;
  adding: string;
  totalLabel: string;
  chooseOne: string;
  continueLabel: string;
  error: string;
  /** The refusal words per payment error code family (see failureKey). */
  failures: Record<"authentication_required" | "insufficient_funds" | "unavailable" | "declined", string>;
};

type Notice = { text: string; canContinue: boolean } | null;

/**
 * One offer's form (docs/upsell.md, "The page"): a plain form posting to /api/upsell, so it
 * works before and without JavaScript; with it, the answer goes as JSON, the buttons wait for
 * it (a double click sends one answer) and a refused charge is explained in place, with a way on.
 */
export function UpsellOfferForm(props: {
  step: number;
  kind: UpsellOfferKind;
  currency: CurrencyCode;
  moneyLocale: string;
  locale: string;
  items: UpsellItemView[];
  /** Where to go on after a refusal: the upsell page, which shows what comes next. */
  upsellPath: string;
  thankYouPath: string;
  chooseFirst: boolean;
  labels: UpsellFormLabels;
}) {
  const { labels } = props;
  const multi = props.kind === "addons";
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(multi ? [] : props.items.map((item) => item.packageId)),
  );
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(
    props.chooseFirst ? { text: labels.chooseOne, canContinue: false } : null,
  );
  const chosen = props.items.filter((item) => selected.has(item.packageId));
  const total = chosen.reduce((sum, item) => sum + item.amountMinor, 0);
  const formRef = useRef<HTMLFormElement>(null);
  /** The items ticked in the form itself: boxes ticked before the script ran count too. */
  const tickedIn = (form: HTMLFormElement) => {
    const values = new Set(new FormData(form).getAll("item").map(String));
    return props.items.filter((item) => values.has(`${item.packageId}:${item.amountMinor}`));
  };
  // The boxes are the form's own (uncontrolled): after hydration the state catches up with them.
  useEffect(() => {
    if (multi && formRef.current) setSelected(new Set(tickedIn(formRef.current).map((item) => item.packageId)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the script takes over
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const decision = submitter?.value === "decline" ? "decline" : "accept";
    const ticked = tickedIn(event.currentTarget);
    if (decision === "accept" && ticked.length === 0) {
      setNotice({ text: labels.chooseOne, canContinue: false });
      return;
    }
    setPending(true);
    setNotice(null);
    try {
      const response = await fetch("/api/upsell", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          step: props.step,
          decision,
          items:
            decision === "accept"
              ? ticked.map((item) => ({ packageId: item.packageId, shownAmountMinor: item.amountMinor }))
              : [],
          currency: props.currency,
          locale: props.locale,
        }),
      });
      const body = (await response.json().catch(() => null)) as {
        next?: string;
        error?: { code?: string };
      } | null;
      if (response.ok && body?.next) {
        window.location.replace(body.next);
        return;
      }
      const code = body?.error?.code ?? "";
      if (response.status === 401 || response.status === 403) {
        window.location.replace(props.thankYouPath);
        return;
      }
      if (response.status === 402 || response.status === 503)
        setNotice({ text: labels.failures[failureKey(code)], canContinue: response.status === 402 });
      else setNotice({ text: labels.error, canContinue: true });
    } catch {
      setNotice({ text: labels.error, canContinue: true });
    }
    setPending(false);
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/upsell"
      onSubmit={submit}
      aria-busy={pending}
      className="flex flex-col gap-4"
      data-testid="upsell-form"
    >
      <input type="hidden" name="step" value={props.step} />
      <input type="hidden" name="currency" value={props.currency} />
      <input type="hidden" name="locale" value={props.locale} />
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{labels.groupLabel}</legend>
        {props.items.map((item) => (
          <OfferItemCard
            key={item.packageId}
            item={item}
            multi={multi}
            checked={selected.has(item.packageId)}
            onToggle={(checked) =>
              setSelected((current) => {
                const next = new Set(current);
                if (checked) next.add(item.packageId);
                else next.delete(item.packageId);
                return next;
              })
            }
          />
        ))}
      </fieldset>
      {/* The total once something is ticked: never a "$0.00" before the buyer chose. */}
      {multi && total > 0 ? (
        <p className="flex items-baseline justify-between text-lg font-bold" data-testid="upsell-total">
          <span>{labels.totalLabel}</span>
          <span>{formatMoney(total, props.currency, props.moneyLocale)}</span>
        </p>
      ) : null}
      {notice ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-xl border border-danger bg-surface px-4 py-3 text-sm"
          data-testid="upsell-error"
        >
          <p>{notice.text}</p>
          {notice.canContinue ? (
            <a href={props.upsellPath} className="font-semibold text-primary underline" data-testid="upsell-continue">
              {labels.continueLabel}
            </a>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        name="decision"
        value="accept"
        disabled={pending}
        className={buttonStyles({ kind: "primary", size: "big", wide: true })}
        data-testid="upsell-accept"
      >
        {pending ? labels.adding : labels.accept}
      </button>
      <button
        type="submit"
        name="decision"
        value="decline"
        disabled={pending}
        className="self-center px-4 py-2 text-sm text-muted underline underline-offset-4 hover:text-fg"
        data-testid="upsell-decline"
      >
        {labels.decline}
      </button>
    </form>
  );
}

function OfferItemCard(props: {
  item: UpsellItemView;
  multi: boolean;
  checked: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const { item } = props;
  const body = (
    <span className="flex grow flex-col gap-1 text-start">
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-bold">{item.name}</span>
        <span className="flex items-baseline gap-2">
          {item.listPrice ? (
            <s className="text-sm text-muted" aria-label={item.listPriceLabel ?? undefined}>
              {item.listPrice}
            </s>
          ) : null}
          <span className="text-lg font-bold">{item.price}</span>
        </span>
      </span>
      {item.saving ? <span className="text-sm font-semibold text-success">{item.saving}</span> : null}
      <span className="text-sm">{item.description}</span>
      {item.points.length > 0 ? (
        <ul className="list-disc ps-5 text-sm text-muted">
          {item.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      <span className="text-xs text-muted">{item.terms}</span>
    </span>
  );
  if (!props.multi)
    return (
      <div className="flex rounded-2xl border-2 border-primary bg-surface px-4 py-3" data-testid={`upsell-item-${item.packageId}`}>
        <input type="hidden" name="item" value={`${item.packageId}:${item.amountMinor}`} />
        {body}
      </div>
    );
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-2xl border-2 bg-surface px-4 py-3 transition",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary",
        props.checked ? "border-primary bg-primary-light" : "border-line",
      )}
      data-testid={`upsell-item-${item.packageId}`}
    >
      <input
        type="checkbox"
        name="item"
        value={`${item.packageId}:${item.amountMinor}`}
        defaultChecked={props.checked}
        onChange={(event) => props.onToggle(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-primary"
      />
      {body}
    </label>
  );
}

/** The words for a refused charge: the bank wants the buyer present, no funds, no answer, or a refusal. */
function failureKey(code: string): keyof UpsellFormLabels["failures"] {
  if (code === "authentication_required") return "authentication_required";
  if (code === "insufficient_funds") return "insufficient_funds";
  if (code === "provider_unavailable" || code === "rate_limited") return "unavailable";
  return "declined";
}
