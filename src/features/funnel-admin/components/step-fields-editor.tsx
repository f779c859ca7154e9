"use client";

import { useState } from "react";

type Step = Record<string, unknown> & { id: string };
type Json = Record<string, unknown>;

/**
 * The step's other fields as JSON (id, options and their values and images, number ranges,
 * display, profile field, variant, durations…); the texts are edited in the copy table. Applied
 * when it reads as JSON; the server checks the whole funnel on save.
 */
export function StepFieldsEditor({ step, readOnly, onChange, labels }: { step: Step; readOnly: boolean; onChange: (step: Step) => void; labels: Record<string, string> }) {
  return <JsonFieldsEditor value={step} accept={(next) => typeof next.id === "string"} readOnly={readOnly} onChange={(next) => onChange(next as Step)} label={labels.fields!} badJson={labels.badJson!} testId="step-json" />;
}

/** A JSON object edited as text; applied whenever it parses and `accept` agrees. */
export function JsonFieldsEditor({
  value,
  accept,
  readOnly,
  onChange,
  label,
  badJson,
  testId,
}: {
  value: Json;
  accept: (next: Json) => boolean;
  readOnly: boolean;
  onChange: (next: Json) => void;
  label: string;
  badJson: string;
  testId: string;
}) {
  const step = value;
  const [text, setText] = useState(() => JSON.stringify(step, null, 2));
  const [bad, setBad] = useState(false);
  const current = JSON.stringify(step);
  const [seen, setSeen] = useState(current);
  if (current !== seen) {
    // Changed elsewhere (copy table, branching, another step): show it, unless it is what was typed here.
    setSeen(current);
    if (!sameJson(text, step)) {
      setText(JSON.stringify(step, null, 2));
      setBad(false);
    }
  }
  return (
    <div>
      <textarea
        value={text}
        readOnly={readOnly}
        rows={12}
        aria-label={label}
        data-testid={testId}
        className={`w-full rounded-md border bg-bg px-2 py-1 font-mono text-xs ${bad ? "border-red-600" : "border-line"}`}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const next = JSON.parse(event.target.value) as Json;
            if (typeof next !== "object" || next === null || Array.isArray(next) || !accept(next)) throw new Error("not accepted");
            setBad(false);
            onChange(next);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad ? (
        <p role="alert" className="text-xs text-red-600">
          {badJson}
        </p>
      ) : null}
    </div>
  );
}

function sameJson(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
  } catch {
    return false;
  }
}
