"use client";

import { useEffect, useState } from "react";

export type RemoteCheck = { error: string | null; checked: boolean };

/**
 * Checks a condition as staff type it, through a management route that runs the condition
 * engine on the server (`{ condition }` → `{ conditionError }`), a quarter second after the last
 * keystroke. The engine is large and stays out of the browser (docs/performance.md, "JavaScript
 * budget"); the server checks again on save. An empty condition (always true) needs no check.
 */
export function useRemoteConditionCheck(endpoint: string, condition: string): RemoteCheck {
  const [answer, setAnswer] = useState<{ condition: string; error: string | null } | null>(null);
  const blank = condition.trim() === "";
  useEffect(() => {
    if (blank) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(endpoint, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ condition }), signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ conditionError: string | null }>) : null))
        .then((body) => {
          if (body) setAnswer({ condition, error: body.conditionError });
        })
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, condition, blank]);
  if (blank) return { error: null, checked: true };
  return answer?.condition === condition ? { error: answer.error, checked: true } : { error: null, checked: false };
}
