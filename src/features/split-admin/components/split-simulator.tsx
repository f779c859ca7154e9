"use client";

import { HydratedFieldset } from "@/ui/hydrated-fieldset";
import { useState, useTransition } from "react";
import { STEP_NAMES } from "@/features/experiments/domain/step-names";
import { simulateVisitorAction } from "@/features/split-admin/actions/split-admin-actions";
import type { Simulation } from "@/features/split-admin/domain/simulate-visitor";
import { Button } from "@/ui/button";
import { useHydrated } from "@/ui/use-hydrated";
import { fill, type SplitLabels } from "./labels";

const inputClass = "w-full rounded border border-line bg-surface px-2 py-1 text-sm";
const positionKeys = [...STEP_NAMES, "page"] as const;

/**
 * "A visitor with this country, these URL parameters and these positions gets …": runs the
 * real assignment on the saved configuration on the server (docs/split-admin.md, "Simulator").
 */
export function SplitSimulator({ labels, defaultVisitorId }: { labels: SplitLabels; defaultVisitorId: string }) {
  const hydrated = useHydrated();
  const [pending, startTransition] = useTransition();
  const [visitorId, setVisitorId] = useState(defaultVisitorId);
  const [country, setCountry] = useState("");
  const [path, setPath] = useState("/quiz");
  const [query, setQuery] = useState("");
  const [positions, setPositions] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Simulation | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = () =>
    startTransition(async () => {
      const given: Record<string, number> = {};
      for (const key of positionKeys) {
        const raw = positions[key]?.trim();
        if (raw) given[key] = Number(raw);
      }
      try {
        const answer = await simulateVisitorAction({ visitorId, country, path, query, positions: given });
        if (answer.ok) {
          setResult(answer.data);
          setError(null);
        } else if ("staffError" in answer) setError(answer.staffError === "signedOut" ? (labels.signedOut ?? "") : (labels.forbidden ?? ""));
        else setError(answer.fieldErrors ? Object.entries(answer.fieldErrors).map(([field, code]) => `${field}: ${code}`).join("; ") : (labels.failed ?? ""));
      } catch {
        setError(labels.failed ?? "");
      }
    });

  return (
    <div className="space-y-4" data-testid="split-simulator">
      <form
        method="post"
        action="#"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <HydratedFieldset className="contents">
          <label className="text-sm">
            {labels.visitorId}
            <input className={inputClass} value={visitorId} required maxLength={200} onChange={(event) => setVisitorId(event.target.value)} data-testid="sim-visitor" />
          </label>
          <label className="text-sm">
            {labels.country}
            <input className={inputClass} value={country} maxLength={2} placeholder="DE" onChange={(event) => setCountry(event.target.value)} data-testid="sim-country" />
          </label>
          <label className="text-sm">
            {labels.pagePath}
            <input className={inputClass} value={path} onChange={(event) => setPath(event.target.value)} data-testid="sim-path" />
          </label>
          <label className="text-sm">
            {labels.query}
            <input className={inputClass} value={query} placeholder={labels.queryHelp} onChange={(event) => setQuery(event.target.value)} data-testid="sim-query" />
          </label>
          <fieldset className="space-y-1 sm:col-span-2">
            <legend className="text-sm">{labels.positions}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-6">
              {positionKeys.map((key) => (
                <label key={key} className="text-xs">
                  {key === "page" ? labels.pagePosition : key}
                  <input type="number" min={0} max={1} step="any" className={inputClass} value={positions[key] ?? ""} onChange={(event) => setPositions({ ...positions, [key]: event.target.value })} />
                </label>
              ))}
            </div>
          </fieldset>
          <div className="sm:col-span-2">
            <Button type="submit" kind="primary" size="small" disabled={!hydrated || pending} data-testid="sim-run">
              {labels.simulate}
            </Button>
          </div>
        </HydratedFieldset>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {result ? (
        <div className="space-y-3 text-sm" data-testid="sim-result">
          {result.splits.length === 0 && result.pageSplits.length === 0 ? <p className="text-muted">{labels.noConfig}</p> : null}
          <ul className="space-y-2">
            {result.splits.map((split) => (
              <li key={split.name} className="rounded border border-line p-2" data-testid="sim-split" data-name={split.name} data-participates={split.verdict.participates ? "yes" : "no"}>
                <strong>{split.name}</strong> <span className="text-muted">({split.step}, {split.status})</span>:{" "}
                {split.verdict.participates ? (
                  <span className="text-success">
                    {labels.participates} — {fill(labels.groupResult, { number: split.verdict.groupIndex + 1 })}
                  </span>
                ) : (
                  <span className="text-danger">{labels.notParticipating}</span>
                )}
                <p className="text-muted">{split.detail}</p>
                {split.verdict.participates ? <p className="break-all font-mono text-xs">{fill(labels.instructionsResult, { json: JSON.stringify(split.verdict.instructions) })}</p> : null}
              </li>
            ))}
            {result.pageSplits.map((split) => (
              <li key={`page-${split.name}`} className="rounded border border-line p-2" data-testid="sim-page-split" data-name={split.name} data-participates={split.verdict.participates ? "yes" : "no"}>
                <strong>{split.name}</strong> <span className="text-muted">(page, {split.status})</span>:{" "}
                {split.verdict.participates ? (
                  <span className="text-success">
                    {labels.participates} — {fill(labels.optionResult, { id: split.verdict.optionId })}
                    {split.verdict.redirectTo ? ` — ${fill(labels.redirectsTo, { url: split.verdict.redirectTo })}` : ""}
                  </span>
                ) : (
                  <span className="text-danger">{labels.notParticipating}</span>
                )}
                <p className="text-muted">{split.detail}</p>
              </li>
            ))}
          </ul>
          <p className="break-all font-mono text-xs">{fill(labels.allInstructions, { json: JSON.stringify(result.instructions) })}</p>
          <p className="break-all font-mono text-xs text-muted">{fill(labels.usedPositions, { json: JSON.stringify(result.positions) })}</p>
        </div>
      ) : null}
    </div>
  );
}
