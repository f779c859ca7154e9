"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { createHypothesisAction, saveHypothesisAction } from "@/features/ab-backlog/actions/backlog-actions";
import { iceScore } from "@/features/ab-backlog/domain/hypothesis";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

export type HypothesisFormValues = {
  title: string;
  problem: string;
  change: string;
  expectedEffect: string;
  metric: string;
  impact: string;
  confidence: string;
  ease: string;
  ownerEmail: string;
  splitName: string;
};
type Answer = { saved: true; id: string; version: number } | { saved: false; code: string; message: string };
type Result = { ok: true; data: Answer } | { ok: false; staffError?: string; formError?: string };

/**
 * The hypothesis form: a new one on the backlog page, or the fields of one hypothesis
 * (docs/ab-backlog.md). The ICE score is shown as the factors change.
 */
export function HypothesisForm(props: {
  mode: "create" | "edit";
  id?: string;
  initial: HypothesisFormValues;
  version: number;
  splitNames: string[];
  labels: Record<string, string>;
}) {
  const { labels } = props;
  const hydrated = useHydrated();
  const router = useRouter();
  const [values, setValues] = useState(props.initial);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const score = [values.impact, values.confidence, values.ease].map(Number);
  const valid = score.every((n) => Number.isInteger(n) && n >= 1 && n <= 10);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = (props.mode === "create"
      ? await createHypothesisAction({ fields: values })
      : await saveHypothesisAction({ id: props.id!, fields: values, expectedVersion: props.version })) as Result;
    setBusy(false);
    if (!result.ok) {
      const text = result.staffError === "signedOut" ? labels.signedOut : result.staffError === "forbidden" ? labels.forbidden : result.formError || labels.failed;
      return setMessage({ text: text!, ok: false });
    }
    if (!result.data.saved) return setMessage({ text: result.data.message, ok: false });
    if (props.mode === "create") {
      setValues({ ...props.initial });
      setMessage({ text: labels.created!, ok: true });
    } else {
      setMessage({ text: labels.saved!.replace("{version}", String(result.data.version)), ok: true });
    }
    router.refresh();
  }

  const set = (key: keyof HypothesisFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const input = "w-full rounded-md border border-line bg-bg px-2 py-1 text-sm";
  const text = (key: keyof HypothesisFormValues, label: string, area = false) => (
    <label className="block space-y-1 text-sm">
      <span className="font-medium">{label}</span>
      {area ? <textarea className={input} rows={2} name={key} value={values[key]} onChange={set(key)} /> : <input className={input} name={key} value={values[key]} onChange={set(key)} />}
    </label>
  );
  const factor = (key: "impact" | "confidence" | "ease", label: string) => (
    <label className="block space-y-1 text-sm">
      <span className="font-medium">{label}</span>
      <input className={input} type="number" min={1} max={10} step={1} name={key} value={values[key]} onChange={set(key)} />
    </label>
  );

  return (
    <form method="post" action="#" onSubmit={submit} className="space-y-3" data-testid={props.mode === "create" ? "new-hypothesis" : "edit-hypothesis"}>
      <HydratedFieldset className="space-y-3">
      {text("title", labels.title!)}
      <div className="grid gap-3 sm:grid-cols-2">
        {text("problem", labels.problem!, true)}
        {text("change", labels.change!, true)}
        {text("expectedEffect", labels.expectedEffect!, true)}
        {text("metric", labels.metric!)}
      </div>
      <div className="grid grid-cols-3 gap-3">
        {factor("impact", labels.impact!)}
        {factor("confidence", labels.confidence!)}
        {factor("ease", labels.ease!)}
      </div>
      <p className="text-sm text-muted" data-testid="ice-score">
        {valid ? labels.score!.replace("{score}", String(iceScore(score[0]!, score[1]!, score[2]!))) : labels.scoreInvalid}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("ownerEmail", labels.owner!)}
        <label className="block space-y-1 text-sm">
          <span className="font-medium">{labels.split}</span>
          <input className={input} name="splitName" list="backlog-split-names" value={values.splitName} onChange={set("splitName")} />
          <datalist id="backlog-split-names">
            {props.splitNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
      </div>
      <Button type="submit" size="small" disabled={!hydrated || busy}>
        {props.mode === "create" ? labels.create : labels.save}
      </Button>
      {message ? (
        <p role="status" className={message.ok ? "text-sm text-success" : "text-sm text-danger"} data-testid="hypothesis-message">
          {message.text}
        </p>
      ) : null}
      </HydratedFieldset>
    </form>
  );
}
