"use client";

import { useState } from "react";
import { Button } from "@/ui/button";
import { callFunnelApi } from "./editor-api";

/**
 * "Test with these answers": answers by step id (JSON, as the quiz stores them) → the path
 * the quiz's own branching takes through the edited (unsaved) funnel.
 */
export function AnswerTester({ funnel, definition, labels }: { funnel: string; definition: unknown; labels: Record<string, string> }) {
  const [answers, setAnswers] = useState('{\n  "step-gender": "male"\n}');
  const [country, setCountry] = useState("");
  const [result, setResult] = useState<string | null>(null);
  async function run() {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answers);
    } catch {
      return setResult(labels.badJson ?? "");
    }
    const answer = await callFunnelApi<{ path: string[] | null; issues: { message: string }[] }>(`${funnel}/check`, "POST", { definition, answers: parsed, country: country || undefined });
    if (!answer.ok) return setResult(answer.message || labels.badJson || "");
    setResult(answer.data.path ? answer.data.path.join(" → ") : answer.data.issues.map((issue) => issue.message).join("; "));
  }
  return (
    <div className="space-y-2" data-testid="answer-tester">
      <textarea value={answers} onChange={(event) => setAnswers(event.target.value)} rows={4} aria-label={labels.answers} className="w-full rounded-md border border-line bg-bg px-2 py-1 font-mono text-xs" />
      <div className="flex flex-wrap items-center gap-2">
        <input value={country} onChange={(event) => setCountry(event.target.value.toUpperCase().slice(0, 2))} placeholder="DE" aria-label={labels.country} className="w-16 rounded-md border border-line bg-bg px-2 py-1 text-sm" />
        <Button type="button" kind="secondary" size="xs" onClick={run}>
          {labels.run}
        </Button>
      </div>
      {result ? (
        <p role="status" className="font-mono text-xs" data-testid="answer-path">
          {result}
        </p>
      ) : null}
    </div>
  );
}
