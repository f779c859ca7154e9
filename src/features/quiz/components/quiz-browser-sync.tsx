"use client";

import { useEffect } from "react";
import { saveBrowserAnswers, setReturnUrl } from "@/features/quiz/client/browser-answers";

/**
 * Runs in the browser on every step: records the return address and keeps a copy of the
 * answers in local storage.
 */
export function QuizBrowserSync(props: { funnel: string; stepId: string; answers: Record<string, unknown>; path: string }) {
  const { funnel, answers, path } = props;
  useEffect(() => {
    const full = `${path}${window.location.search}`;
    setReturnUrl(full);
    saveBrowserAnswers(funnel, { answers, lastPath: full, savedAt: Date.now() });
  }, [funnel, answers, path]);
  return null;
}
