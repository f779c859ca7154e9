"use client";

import { useEffect } from "react";
import { trackEvent } from "@/features/analytics/client/track-event";
import { readBrowserAnswers, saveBrowserAnswers, setReturnUrl } from "@/features/quiz/client/browser-answers";
import { prefillStep } from "@/features/quiz/client/prefill-from-browser";
import { addressQueryFieldName } from "@/features/quiz/domain/quiz-cookies";

export type QuizStepEventProps = {
  funnel: string;
  step: string;
  stepType: string;
  stepNumber: number;
  layout: string;
};

/**
 * Runs in the browser on every step: records the return address, keeps a copy of the answers
 * in local storage (merged with what the server has, so a lost session does not erase it, and
 * used to prefill the step), and sends the analytics events `quiz_step_view` (on arrival) and
 * `quiz_step_answer` (when the step's form is sent), with the experiment groups joined.
 */
export function QuizBrowserSync(props: { answers: Record<string, unknown>; path: string; event: QuizStepEventProps }) {
  const { answers, path, event } = props;
  useEffect(() => {
    const full = `${path}${window.location.search}`;
    setReturnUrl(full);
    const stored = readBrowserAnswers(event.funnel)?.answers ?? {};
    const form = document.querySelector<HTMLFormElement>('[data-testid="quiz-form"]');
    const queryField = form?.querySelector<HTMLInputElement>(`input[name="${addressQueryFieldName}"]`);
    if (queryField) queryField.value = window.location.search.slice(1);
    if (form && answers[event.step] === undefined && stored[event.step] !== undefined) prefillStep(form, stored[event.step]);
    saveBrowserAnswers(event.funnel, { answers: { ...stored, ...answers }, lastPath: full, savedAt: Date.now() });
    const properties = { ...event, splits: joinedSplits() };
    trackEvent("quiz_step_view", properties);
    const onSubmit = () => trackEvent("quiz_step_answer", properties);
    form?.addEventListener("submit", onSubmit);
    return () => form?.removeEventListener("submit", onSubmit);
  }, [answers, path, event]);
  return null;
}

/** The experiments joined so far (the SPLITS cookie, a JSON list or comma-separated names). */
function joinedSplits(): string[] {
  const raw = document.cookie.split("; ").find((part) => part.startsWith("SPLITS="))?.slice(7);
  if (!raw) return [];
  const text = decodeURIComponent(raw);
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return text.split(",").filter(Boolean);
  }
}
