import { protocolByExperience } from "@/features/meal-plan/domain/fasting";
import type { PlanPreferences } from "@/features/plan/domain/plan-preferences";
import {
  planAnswerFields,
  planAnswerKind,
  planAnswerOptions,
  planFromAnswers,
  quizFastingExperience,
  unaskedPlanFields,
  type PlanAnswerField,
} from "@/features/plan/domain/quiz-plan-answers";
import type { FunnelDefinition } from "@/features/quiz/domain/funnel-definition";
import { multiChoiceFields, singleChoiceFields } from "@/features/quiz/domain/profile-fields";

/**
 * What the funnel editor shows about the profile fields the meal plan reads
 * (docs/funnel-admin.md, "Plan answers"): the fields a choice step may be bound to, which of a
 * bound step's options the plan understands, and the defaults every buyer gets for the fields
 * a funnel leaves unasked. Texts are message keys of `funnelAdmin.editor` with their values.
 */

/** A message of the editor's catalogue and the values of its `{placeholders}`. */
export type LabelRef = { key: string; values?: Record<string, string | number> };

/** A step as the editor holds it: loose, since it may be mid-edit and not yet valid. */
export type EditorStep = {
  id: string;
  type: string;
  field?: unknown;
  options?: unknown;
  noneOption?: unknown;
};

export function isPlanAnswerField(field: unknown): field is PlanAnswerField {
  return typeof field === "string" && (planAnswerFields as readonly string[]).includes(field);
}

/** The label of a profile field, e.g. `profileField_mealsPerDay` ("Meals a day"). */
export const fieldLabelKey = (field: string): string => `profileField_${field}`;

export type FieldChoice = { field: string; labelKey: string; plan: boolean };

/** The profile fields a step of this type may be bound to, in the schema's order; none for other types. */
export function bindableFields(type: string): FieldChoice[] {
  const fields: readonly string[] =
    type === "single" ? singleChoiceFields : type === "multi" ? multiChoiceFields : [];
  return fields.map((field) => ({
    field,
    labelKey: fieldLabelKey(field),
    plan: isPlanAnswerField(field),
  }));
}

/** How the plan setting a field fills reads, e.g. "3 meals" or "no particular diet". */
export function settingLabel(field: PlanAnswerField, preferences: PlanPreferences): LabelRef {
  switch (field) {
    case "diet":
      return { key: `planDiet_${preferences.diet}` };
    case "allergies":
      return preferences.allergies.length > 0
        ? { key: "planAvoids", values: { items: preferences.allergies.join(", ") } }
        : { key: "planNoAllergies" };
    case "dislikes":
      return preferences.dislikes.length > 0
        ? { key: "planAvoids", values: { items: preferences.dislikes.join(", ") } }
        : { key: "planNoDislikes" };
    case "mealsPerDay":
      return { key: "planMeals", values: { count: preferences.mealsPerDay } };
    case "cookingTime":
      return preferences.maxMinutes === null
        ? { key: "planNoTimeLimit" }
        : { key: "planMaxMinutes", values: { minutes: preferences.maxMinutes } };
    case "fastingExperience":
      return {
        key: `planExperience_${preferences.fastingExperience}`,
        values: { protocol: protocolByExperience[preferences.fastingExperience] },
      };
    case "firstMeal":
      return { key: "planFirstMeal", values: { time: preferences.firstMealTime } };
  }
}

/** The settings a buyer gets for every field the quiz did not answer. */
const defaults = planFromAnswers({}).preferences;

/**
 * What one answer of a single-choice plan field means for the plan, e.g. "early" → "first meal
 * at 07:00". A first meal of "skip" also shortens the fasting window, and says so.
 */
export function answerMeaning(field: PlanAnswerField, value: string): LabelRef | undefined {
  if (planAnswerKind[field] !== "single") return undefined;
  const { preferences, answered } = planFromAnswers({ [field]: value });
  if (!answered.includes(field)) return undefined;
  const meaning = settingLabel(field, preferences);
  if (field === "firstMeal" && preferences.fastingExperience !== defaults.fastingExperience)
    return { ...meaning, key: "planFirstMealShorter" };
  return meaning;
}

/**
 * The values "Use the plan's values" fills a bound step with: the plan's own, one per meaning
 * ("none" is the diet of no particular diet, so "omnivore" is left out; fasting experience in
 * the quiz's words).
 */
export const suggestedPlanValues: Record<PlanAnswerField, readonly string[]> = {
  diet: planAnswerOptions.diet.filter((value) => value !== "omnivore"),
  allergies: planAnswerOptions.allergies,
  dislikes: planAnswerOptions.dislikes,
  mealsPerDay: planAnswerOptions.mealsPerDay,
  cookingTime: planAnswerOptions.cookingTime,
  fastingExperience: Object.keys(quizFastingExperience),
  firstMeal: planAnswerOptions.firstMeal,
};

export type PlanOptionCheck = {
  field: PlanAnswerField;
  kind: "single" | "multi";
  /** The step's option values the plan reads, with what each means (single fields). */
  understood: { value: string; meaning?: LabelRef }[];
  /** Option values the plan ignores: a single answer among them leaves the default, a list leaves them out. */
  ignored: string[];
  /** Values of `suggestedPlanValues` whose meaning no option offers yet. */
  unoffered: string[];
  /** What a buyer gets when the field stays unanswered. */
  fallback: LabelRef;
};

type Option = { value: string; label?: unknown } & Record<string, unknown>;

function optionsOf(value: unknown): Option[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (option): option is Option =>
      typeof option === "object" && option !== null && typeof (option as Option).value === "string",
  );
}

/**
 * A bound choice step's options checked against the values its plan field understands; null
 * when the step is not bound to a plan field (or to one of the other kind of step). The none
 * option of a list (its `noneOption`, or an option "none") is never reported: it means an
 * empty list.
 */
export function checkPlanOptions(step: EditorStep): PlanOptionCheck | null {
  if (!isPlanAnswerField(step.field) || planAnswerKind[step.field] !== step.type) return null;
  const field = step.field;
  const kind = planAnswerKind[field];
  const known = planAnswerOptions[field];
  const noneValue = kind === "multi" ? optionsOf([step.noneOption])[0]?.value : undefined;
  const values = [...new Set(optionsOf(step.options).map((option) => option.value))];
  const isNone = (value: string) => kind === "multi" && (value === noneValue || value === "none");
  const understood = values
    .filter((value) => known.includes(value))
    .map((value) => ({ value, meaning: answerMeaning(field, value) }));
  const ignored = values.filter((value) => !known.includes(value) && !isNone(value));
  const same = (a: string, b: string) =>
    a === b ||
    (kind === "single" &&
      JSON.stringify(answerMeaning(field, a)) === JSON.stringify(answerMeaning(field, b)));
  const unoffered = suggestedPlanValues[field].filter(
    (value) => !understood.some((offered) => same(offered.value, value)),
  );
  return { field, kind, understood, ignored, unoffered, fallback: settingLabel(field, defaults) };
}

/** The most options a choice step may have (the definition's schema). */
export const maxOptions = { single: 12, multi: 16 } as const;

/**
 * A bound step's options with the plan's values: the understood ones kept as they are (texts
 * too), the ignored ones dropped, each value the plan knows and no option offers added with
 * an English text from `textOf` — up to the step's most options.
 */
export function withPlanOptions(step: EditorStep, textOf: (value: string) => string): Option[] {
  const options = optionsOf(step.options);
  const check = checkPlanOptions(step);
  if (!check) return options;
  const kept = options.filter((option) => !check.ignored.includes(option.value));
  const added = check.unoffered.map((value) => ({ value, label: { en: textOf(value) } }));
  return [...kept, ...added].slice(0, maxOptions[check.kind]);
}

export type PlanFieldsOverview = {
  /** The plan fields a step asks, with the steps that ask each and how many of their options the plan ignores. */
  asked: { field: PlanAnswerField; labelKey: string; steps: { id: string; ignored: number }[] }[];
  /** The plan fields no step asks, with the default every buyer of the funnel gets. */
  unasked: { field: PlanAnswerField; labelKey: string; fallback: LabelRef }[];
};

/** Which plan fields a funnel asks and which it leaves to the defaults (askedPlanFields' rule). */
export function planFieldsOverview(definition: {
  steps: readonly EditorStep[];
}): PlanFieldsOverview {
  const unasked = unaskedPlanFields(definition as unknown as Pick<FunnelDefinition, "steps">);
  const asked = planAnswerFields
    .filter((field) => !unasked.includes(field))
    .map((field) => ({
      field,
      labelKey: fieldLabelKey(field),
      steps: definition.steps
        .filter((step) => (step.type === "single" || step.type === "multi") && step.field === field)
        .map((step) => ({ id: step.id, ignored: checkPlanOptions(step)?.ignored.length ?? 0 })),
    }));
  return {
    asked,
    unasked: unasked.map((field) => ({
      field,
      labelKey: fieldLabelKey(field),
      fallback: settingLabel(field, defaults),
    })),
  };
}
