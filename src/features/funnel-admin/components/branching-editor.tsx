"use client";

import { useEffect, useState } from "react";
import { Button } from "@/ui/button";
import { callFunnelApi } from "./editor-api";

type Rule = { condition: string; stepId: string };

/**
 * A step's branching: rules `{ condition, stepId }` tried in order (the first that holds picks
 * the next step). Each condition is checked by the server's parser as you type (debounced).
 */
export function BranchingEditor({
  funnel,
  rules,
  stepIds,
  readOnly,
  onChange,
  labels,
}: {
  funnel: string;
  rules: Rule[];
  stepIds: string[];
  readOnly: boolean;
  onChange: (rules: Rule[]) => void;
  labels: Record<string, string>;
}) {
  const set = (index: number, patch: Partial<Rule>) => onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <div className="space-y-2" data-testid="branching">
      {rules.length === 0 ? <p className="text-sm text-muted">{labels.noRules}</p> : null}
      {rules.map((rule, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto]">
          <ConditionInput funnel={funnel} value={rule.condition} readOnly={readOnly} onChange={(condition) => set(index, { condition })} labels={labels} />
          <select value={rule.stepId} disabled={readOnly} aria-label={labels.goTo} onChange={(event) => set(index, { stepId: event.target.value })} className="rounded-md border border-line bg-bg px-2 py-1 text-sm">
            {stepIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
          {readOnly ? null : (
            <Button type="button" kind="ghost" size="xs" onClick={() => onChange(rules.filter((_, i) => i !== index))}>
              {labels.removeRule}
            </Button>
          )}
        </div>
      ))}
      {readOnly ? null : (
        <Button type="button" kind="secondary" size="xs" onClick={() => onChange([...rules, { condition: "", stepId: stepIds[0] ?? "" }])}>
          {labels.addRule}
        </Button>
      )}
    </div>
  );
}

function ConditionInput({ funnel, value, readOnly, onChange, labels }: { funnel: string; value: string; readOnly: boolean; onChange: (value: string) => void; labels: Record<string, string> }) {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const answer = await callFunnelApi<{ conditionError: string | null }>(`${funnel}/check`, "POST", { condition: value });
      if (live && answer.ok) setProblem(answer.data.conditionError);
    }, 400);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [funnel, value]);
  return (
    <div>
      <input
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        placeholder="gender == 'male'"
        aria-label={labels.condition}
        aria-invalid={problem ? true : undefined}
        className={`w-full rounded-md border bg-bg px-2 py-1 font-mono text-sm ${problem ? "border-red-600" : "border-line"}`}
        data-testid="condition-input"
      />
      {problem ? (
        <p role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
