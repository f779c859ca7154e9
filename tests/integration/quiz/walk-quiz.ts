import { randomBytes, randomUUID } from "node:crypto";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import type { FunnelStep } from "@/features/quiz/domain/funnel-definition";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import { submitQuizStep, type SubmitStepInput } from "@/features/quiz/server/submit-quiz-step";
import type { Db } from "@/server/db/db-type";

/** The demo funnel most quiz tests walk. */
export const mixRoute = { shape: "standard", quizName: "fasting-mix-2968" } as const;

/** A visitor's session: the hash of their quiz_session token. */
export const newSession = () => randomBytes(32).toString("hex");

/** What every answer of one visitor carries, in the demo funnel, on a fixed day. */
export function visitorBase(sessionTokenHash: string, extra: Partial<SubmitStepInput> = {}): Omit<SubmitStepInput, "stepId" | "raw"> {
  return { sessionTokenHash, proxyUserId: randomUUID(), route: mixRoute, locale: "en", compactSwitchOn: false, attribution: {}, today: "2026-06-01", ...extra };
}

/** A valid answer for any step type (the first option, mid-range numbers). */
export function sampleAnswer(step: FunnelStep, email = "walker@example.com"): RawAnswer {
  switch (step.type) {
    case "single":
      return { value: step.options[0]!.value };
    case "multi":
      return { values: step.options[0]!.value };
    case "number":
      return step.quantity === "height" ? { unit: "cm", cm: "170" } : { unit: "kg", kg: String(Math.round((step.min + step.max) / 3)) };
    case "age":
      return step.mode === "birthDate" ? { birthDate: "1990-05-01" } : { value: "35" };
    case "text":
      return { value: "Sam" };
    case "email":
      return { email };
    default:
      return {};
  }
}

/**
 * Answers the funnel in order from its first step until `stepId` is the next one, the way a
 * visitor would; `answers` overrides the sample answer of a step.
 */
export async function walkTo(
  db: Db,
  base: Omit<SubmitStepInput, "stepId" | "raw">,
  stepId: string,
  answers: Record<string, RawAnswer> = {},
): Promise<void> {
  const funnel = await getFunnel(db, base.route.quizName);
  const steps = new Map(funnel!.definition.steps.map((step) => [step.id, step]));
  let current: string | null = funnel!.definition.steps[0]!.id;
  for (let i = 0; current && current !== stepId && i < 40; i++) {
    const result = await submitQuizStep(db, { ...base, stepId: current, raw: answers[current] ?? sampleAnswer(steps.get(current)!) });
    if (result.kind !== "saved") throw new Error(`walking ${current} failed: ${JSON.stringify(result)}`);
    current = result.nextStepId;
  }
  if (current !== stepId) throw new Error(`${stepId} is not on the path`);
}
