import "server-only";
import { z } from "zod";
import type { RawAnswer } from "@/features/quiz/domain/answers";
import { isLocale } from "@/i18n/locales";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);

/** Which step a form post answers (bound into the form's action by the page). */
export const stepTargetSchema = z.object({
  locale: z.string().refine(isLocale),
  route: z.discriminatedUnion("shape", [
    z.object({ shape: z.literal("standard"), quizName: slug }),
    z.object({ shape: z.literal("new"), quizName: slug }),
    z.object({ shape: z.literal("config"), quizName: slug, configName: slug }),
  ]),
  stepId: slug,
  query: z.string().max(2000),
  /** A prerendered step: the query comes with the form (address-query.ts). */
  queryFromForm: z.literal(true).optional(),
});
export type StepTarget = z.infer<typeof stepTargetSchema>;

/** The submitted fields of one step: strings or lists of strings, as the forms send them. */
export const rawAnswerSchema = z.record(z.string().max(40), z.union([z.string(), z.array(z.string()).max(20)]));

/**
 * Every quiz limit per client address, for the form and the JSON endpoint: generous, since
 * many visitors can share one address (offices, mobile carriers); it stops floods only.
 */
export const quizAnswerClientLimit = { limit: 300, windowMs: 60_000 } as const;

/** The answer's fields (internal `$…` fields left out, all values of a repeated field kept), each cut to 300 characters. */
export function formAnswer(formData: FormData): RawAnswer {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith("$") || typeof value !== "string") continue;
    (raw[key] ??= []).push(cut(value, 300));
  }
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));
}

/** Cuts without splitting a surrogate pair (a half pair would read as an unsafe character). */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
