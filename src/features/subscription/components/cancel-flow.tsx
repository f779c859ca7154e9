"use client";

import { useState } from "react";
import type { CancelReason } from "@/features/subscription/domain/cancel-reasons";
import { cancelReasons, reasonTextMaxLength } from "@/features/subscription/domain/cancel-reasons";
import type { RetentionOffer } from "@/features/subscription/domain/retention-offer";
import { newAttemptId, postAccount } from "@/features/subscription/client/post-account";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

/** Every word of the flow, translated on the server; dates and prices already written in. */
export type CancelFlowText = {
  title: string;
  question: string;
  reasons: Record<CancelReason, string>;
  otherLabel: string;
  continue: string;
  keep: string;
  pauseTitle: string;
  pauseText: string;
  /** Months 1, 2, 3 → their label. */
  pauseMonths: Record<1 | 2 | 3, string>;
  pauseAccept: string;
  discountTitle: string;
  discountText: string;
  discountAccept: string;
  decline: string;
  confirmTitle: string;
  /** Running subscription: access until the period end; else it ends now. */
  confirmText: string;
  confirm: string;
  cancelled: string;
  /** Months 1, 2, 3 → "paused, next charge on …". */
  pausedDone: Record<1 | 2 | 3, string>;
  discountedDone: string;
  working: string;
  back: string;
  errors: Record<string, string>;
};

type Stage =
  | { step: "reason" }
  | { step: "offer"; offer: Exclude<RetentionOffer, { kind: "none" }> }
  | { step: "confirm" }
  | { step: "done"; message: string };

/**
 * The cancel flow (docs/subscription.md, "Cancel flow"): a reason, the offer the server chose
 * for it, then the confirmation. Each step is posted once under this pass's flow id, so a
 * double click or a retry acts once.
 */
export function CancelFlow(props: { text: CancelFlowText; keepHref: string }) {
  const hydrated = useHydrated();
  const { text } = props;
  const [flowId] = useState(newAttemptId);
  const [stage, setStage] = useState<Stage>({ step: "reason" });
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [other, setOther] = useState("");
  const [months, setMonths] = useState<1 | 2 | 3>(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = typeof document === "undefined" ? "en" : document.documentElement.lang;

  async function send<T>(body: Record<string, unknown>): Promise<T | null> {
    setBusy(true);
    setError(null);
    const answer = await postAccount<T>("/api/subscription/cancel-flow", { flowId, ...body });
    setBusy(false);
    if (answer.kind === "ok") return answer.body;
    const code = answer.kind === "network" ? "network" : answer.status === 429 && answer.code === "rate_limited" ? "tooMany" : answer.code;
    setError(text.errors[code] ?? text.errors.generic ?? null);
    return null;
  }

  async function giveReason() {
    if (!reason) return;
    const answer = await send<{ offer: RetentionOffer }>({
      step: "reason",
      reason,
      ...(reason === "other" && other.trim() ? { reasonText: other.trim() } : {}),
    });
    if (!answer) return;
    if (answer.offer.kind === "none") setStage({ step: "confirm" });
    else {
      if (answer.offer.kind === "pause") setMonths(answer.offer.defaultMonths);
      setStage({ step: "offer", offer: answer.offer });
    }
  }

  async function accept(offer: Exclude<RetentionOffer, { kind: "none" }>) {
    const answer = await send<{ kind: string }>({
      step: "accept",
      locale,
      ...(offer.kind === "pause" ? { months } : {}),
    });
    if (answer)
      setStage({ step: "done", message: offer.kind === "pause" ? text.pausedDone[months] : text.discountedDone });
  }

  async function decline() {
    if (await send({ step: "decline" })) setStage({ step: "confirm" });
  }

  async function confirm() {
    if (await send({ step: "confirm", locale })) setStage({ step: "done", message: text.cancelled });
  }

  const errorLine = (
    <p role="alert" className={error ? "rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-700" : "sr-only"} data-testid="cancel-flow-error">
      {error}
    </p>
  );

  return (
    <section aria-labelledby="cancel-flow-title" className="flex flex-col gap-4 rounded-2xl border border-line p-4" data-testid="cancel-flow" aria-busy={busy}>
      <h2 id="cancel-flow-title" className="text-xl font-bold">
        {text.title}
      </h2>
      {stage.step === "reason" ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void giveReason();
          }}
        >
          {/* The choice lives in React state: it waits for hydration like the button (docs/ARCHITECTURE.md). */}
          <fieldset className="flex flex-col gap-2" disabled={!hydrated}>
            <legend className="mb-2 font-semibold">{text.question}</legend>
            {cancelReasons.map((value) => (
              <label key={value} className="flex items-center gap-3 rounded-xl border border-line p-3 has-[:checked]:border-primary">
                <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} />
                <span>{text.reasons[value]}</span>
              </label>
            ))}
          </fieldset>
          {reason === "other" ? (
            <label className="flex flex-col gap-1">
              <span className="text-sm font-semibold">{text.otherLabel}</span>
              <textarea
                value={other}
                maxLength={reasonTextMaxLength}
                onChange={(event) => setOther(event.target.value)}
                rows={3}
                className="w-full rounded-xl border border-line bg-bg p-3 text-base"
              />
            </label>
          ) : null}
          {errorLine}
          <Button type="submit" kind="primary" size="medium" wide disabled={!reason || busy || !hydrated} data-testid="cancel-flow-continue">
            {busy ? text.working : text.continue}
          </Button>
          <a href={props.keepHref} className="text-center font-semibold text-primary underline-offset-4 hover:underline">
            {text.keep}
          </a>
        </form>
      ) : null}
      {stage.step === "offer" ? (
        <div className="flex flex-col gap-3" data-testid={`cancel-flow-offer-${stage.offer.kind}`}>
          <h3 className="text-lg font-bold">{stage.offer.kind === "pause" ? text.pauseTitle : text.discountTitle}</h3>
          <p>{stage.offer.kind === "pause" ? text.pauseText : text.discountText}</p>
          {stage.offer.kind === "pause" ? (
            <fieldset className="flex flex-wrap gap-2">
              {([1, 2, 3] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 rounded-full border border-line px-4 py-2 has-[:checked]:border-primary">
                  <input type="radio" name="months" value={value} checked={months === value} onChange={() => setMonths(value)} />
                  <span>{text.pauseMonths[value]}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {errorLine}
          <Button type="button" kind="primary" size="medium" wide disabled={busy || !hydrated} onClick={() => void accept(stage.offer)} data-testid="cancel-flow-accept">
            {busy ? text.working : stage.offer.kind === "pause" ? text.pauseAccept : text.discountAccept}
          </Button>
          <Button type="button" kind="text" size="medium" wide disabled={busy || !hydrated} onClick={() => void decline()} data-testid="cancel-flow-decline">
            {text.decline}
          </Button>
        </div>
      ) : null}
      {stage.step === "confirm" ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-bold">{text.confirmTitle}</h3>
          <p>{text.confirmText}</p>
          {errorLine}
          <Button type="button" kind="black" size="medium" wide disabled={busy || !hydrated} onClick={() => void confirm()} data-testid="cancel-flow-confirm">
            {busy ? text.working : text.confirm}
          </Button>
          <a href={props.keepHref} className="text-center font-semibold text-primary underline-offset-4 hover:underline">
            {text.keep}
          </a>
        </div>
      ) : null}
      {stage.step === "done" ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="rounded-xl bg-primary-light p-3 font-semibold" data-testid="cancel-flow-done">
            {stage.message}
          </p>
          <a href={props.keepHref} className="font-semibold text-primary underline-offset-4 hover:underline">
            {text.back}
          </a>
        </div>
      ) : null}
    </section>
  );
}
