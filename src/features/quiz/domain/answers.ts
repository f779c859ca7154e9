import { z } from "zod";
import { ageOn } from "./body-metrics";
import type { FunnelStep, StepOf } from "./funnel-definition";
import { pickText } from "./localized-text";
import { cmFromFeetInches, kgFromLb, roundTo } from "./units";

/** One saved answer, as stored in the quiz session (metric values for numbers). */
export const answerValueSchema = z.union([
  z.string().max(200),
  z.array(z.string().max(60)).max(16),
  z.object({ amount: z.number().positive().max(1000), unit: z.enum(["cm", "ftin", "kg", "lb"]) }),
  z.object({ age: z.number().int().min(0).max(130), birthDate: z.string().optional() }),
  z.object({ email: z.string().max(254), consent: z.boolean() }),
  z.literal(true),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z.record(z.string().max(80), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export type NumberAnswer = { amount: number; unit: "cm" | "ftin" | "kg" | "lb" };
export type AgeAnswer = { age: number; birthDate?: string };
export type EmailAnswer = { email: string; consent: boolean };

export const answerErrorCodes = [
  "required",
  "invalid_option",
  "invalid_number",
  "out_of_range",
  "invalid_date",
  "invalid_email",
  "too_long",
  "consent_required",
] as const;
export type AnswerErrorCode = (typeof answerErrorCodes)[number];

/** Raw submitted fields (a form post or a JSON body), strings or lists of strings. */
export type RawAnswer = Record<string, string | string[] | undefined>;
export type AnswerResult = { ok: true; value: AnswerValue } | { ok: false; error: AnswerErrorCode };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function first(raw: RawAnswer, key: string): string {
  const value = raw[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

function list(raw: RawAnswer, key: string): string[] {
  const value = raw[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean);
}

function parseNumber(text: string): number | undefined {
  if (!/^\d{1,4}([.,]\d{1,2})?$/.test(text)) return undefined;
  return Number(text.replace(",", "."));
}

/**
 * Checks one step's submitted fields and turns them into the stored answer.
 * `today` (YYYY-MM-DD) is passed in for birth dates; `consentRequired` is true where the
 * country asks for a separate e-mail subscription consent and the funnel requires it.
 */
export function validateAnswer(step: FunnelStep, raw: RawAnswer, today: string): AnswerResult {
  switch (step.type) {
    case "single": {
      const value = first(raw, "value");
      if (!value) return { ok: false, error: "required" };
      return step.options.some((o) => o.value === value) ? { ok: true, value } : { ok: false, error: "invalid_option" };
    }
    case "multi":
      return validateMulti(step, list(raw, "values"));
    case "number":
      return validateNumber(step, raw);
    case "age":
      return validateAge(step, raw, today);
    case "text": {
      const value = first(raw, "value");
      if (!value) return step.optional ? { ok: true, value: "" } : { ok: false, error: "required" };
      return value.length > step.maxLength ? { ok: false, error: "too_long" } : { ok: true, value };
    }
    case "email": {
      const email = first(raw, "email").toLowerCase();
      if (!email) return { ok: false, error: "required" };
      if (email.length > 254 || !emailPattern.test(email)) return { ok: false, error: "invalid_email" };
      const consent = ["on", "true", "1", "yes"].includes(first(raw, "consent").toLowerCase());
      return { ok: true, value: { email, consent } };
    }
    case "info":
    case "loader":
    case "summary":
      return { ok: true, value: true };
  }
}

function validateMulti(step: StepOf<"multi">, values: string[]): AnswerResult {
  const unique = [...new Set(values)];
  if (unique.length === 0) return { ok: false, error: "required" };
  const none = step.noneOption?.value;
  if (none && unique.includes(none)) return { ok: true, value: [none] };
  if (!unique.every((v) => step.options.some((o) => o.value === v))) return { ok: false, error: "invalid_option" };
  return unique.length < step.minSelected ? { ok: false, error: "required" } : { ok: true, value: unique };
}

function validateNumber(step: StepOf<"number">, raw: RawAnswer): AnswerResult {
  const unit = first(raw, "unit") || (step.quantity === "height" ? "cm" : "kg");
  let metric: number | undefined;
  let storedUnit: NumberAnswer["unit"];
  if (step.quantity === "height") {
    if (unit === "ftin") {
      const feet = parseNumber(first(raw, "ft"));
      const inches = first(raw, "in") === "" ? 0 : parseNumber(first(raw, "in"));
      if (first(raw, "ft") === "") return { ok: false, error: "required" };
      if (feet === undefined || inches === undefined || inches >= 12) return { ok: false, error: "invalid_number" };
      metric = cmFromFeetInches(feet, inches);
      storedUnit = "ftin";
    } else if (unit === "cm") {
      if (first(raw, "cm") === "") return { ok: false, error: "required" };
      metric = parseNumber(first(raw, "cm"));
      storedUnit = "cm";
    } else return { ok: false, error: "invalid_number" };
  } else {
    if (unit !== "kg" && unit !== "lb") return { ok: false, error: "invalid_number" };
    const text = first(raw, unit);
    if (text === "") return { ok: false, error: "required" };
    const amount = parseNumber(text);
    metric = amount === undefined ? undefined : unit === "lb" ? kgFromLb(amount) : amount;
    storedUnit = unit;
  }
  if (metric === undefined) return { ok: false, error: "invalid_number" };
  const rounded = roundTo(metric, 1);
  if (rounded < step.min || rounded > step.max) return { ok: false, error: "out_of_range" };
  return { ok: true, value: { amount: rounded, unit: storedUnit } };
}

function validateAge(step: StepOf<"age">, raw: RawAnswer, today: string): AnswerResult {
  if (step.mode === "birthDate") {
    const birthDate = first(raw, "birthDate");
    if (!birthDate) return { ok: false, error: "required" };
    if (!isoDate.test(birthDate) || Number.isNaN(Date.parse(`${birthDate}T00:00:00Z`)))
      return { ok: false, error: "invalid_date" };
    const age = ageOn(birthDate, today);
    if (age < step.min || age > step.max) return { ok: false, error: "out_of_range" };
    return { ok: true, value: { age, birthDate } };
  }
  const text = first(raw, "value");
  if (!text) return { ok: false, error: "required" };
  if (!/^\d{1,3}$/.test(text)) return { ok: false, error: "invalid_number" };
  const age = Number(text);
  if (age < step.min || age > step.max) return { ok: false, error: "out_of_range" };
  return { ok: true, value: { age } };
}

/** A readable form of an answer for the placeholder final page and the summary. */
export function describeAnswer(step: FunnelStep, value: AnswerValue, locale: string): string {
  if (step.type === "single") return pickText(step.options.find((o) => o.value === value)?.label ?? { en: String(value) }, locale);
  if (step.type === "multi" && Array.isArray(value)) {
    const all = step.noneOption ? [...step.options, step.noneOption] : step.options;
    return value.map((v) => pickText(all.find((o) => o.value === v)?.label ?? { en: v }, locale)).join(", ");
  }
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    if ("amount" in value) return `${value.amount} ${value.unit === "ftin" || value.unit === "cm" ? "cm" : "kg"}`;
    if ("age" in value) return String(value.age);
    if ("email" in value) return value.email;
  }
  return String(value);
}
