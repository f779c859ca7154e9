"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useState, type FormEvent } from "react";
import { setMinimumEffect } from "@/features/split-results/actions/set-minimum-effect";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";

type Labels = Record<"mdeLabel" | "save" | "saving" | "saved" | "stale" | "unknown" | "invalid" | "failed" | "forbidden", string>;

/** Edits the minimum detectable effect of one split (staff with splits:edit). */
export function MinimumEffectForm(props: { splitName: string; percent: number; version: number; labels: Labels }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(String(props.percent));
  const [version, setVersion] = useState(props.version);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const { labels } = props;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const percent = Number(value.replace(",", "."));
    if (!Number.isFinite(percent) || percent < 0.1 || percent > 1000) {
      setMessage({ text: labels.invalid, error: true });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await setMinimumEffect({ splitName: props.splitName, minimumEffectPercent: percent, expectedVersion: version });
      if ("staffError" in result) setMessage({ text: labels.forbidden, error: true });
      else if (!result.ok) setMessage({ text: result.fieldErrors ? labels.invalid : labels.failed, error: true });
      else if (result.data.saved) {
        setVersion(result.data.version);
        setMessage({ text: labels.saved, error: false });
        window.location.reload();
      } else setMessage({ text: result.data.reason === "stale" ? labels.stale : labels.unknown, error: true });
    } catch {
      setMessage({ text: labels.failed, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" action="#" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <HydratedFieldset className="contents">
        <label className="flex flex-col gap-1 text-sm">
          <span>{labels.mdeLabel}</span>
          <input
            name="minimumEffectPercent"
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="w-32 rounded-md border border-line bg-bg px-3 py-2"
          />
        </label>
        <Button type="submit" kind="secondary" size="small" disabled={!hydrated || busy}>
          {busy ? labels.saving : labels.save}
        </Button>
        {message ? (
          <p role="status" className={message.error ? "text-sm text-danger" : "text-sm text-success"}>
            {message.text}
          </p>
        ) : null}
      </HydratedFieldset>
    </form>
  );
}
