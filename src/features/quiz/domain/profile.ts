import type { AgeAnswer, Answers, EmailAnswer, NumberAnswer } from "./answers";
import type { FunnelDefinition } from "./funnel-definition";

/** What the answers say about the visitor; stored as the user's profile at e-mail capture. */
export type QuizProfile = {
  gender?: string;
  ageRange?: string;
  age?: number;
  birthDate?: string;
  heightCm?: number;
  weightKg?: number;
  targetWeightKg?: number;
  activity?: string;
  goal?: string;
  name?: string;
  email?: string;
  /** Plan answers, as the option values of the steps bound to them (features/plan/domain/quiz-plan-answers.ts maps them). */
  diet?: string;
  mealsPerDay?: string;
  cookingTime?: string;
  fastingExperience?: string;
  firstMeal?: string;
  allergies?: string[];
  dislikes?: string[];
  /** The visitor's unit choice on the last number step: "metric" or "imperial". */
  units?: "metric" | "imperial";
};

/** Middle of an age range value such as "18-29" or "50-plus" (used when no exact age is asked). */
export function ageFromRange(range: string): number | undefined {
  const match = /^(\d{2})-(\d{2}|plus)$/.exec(range);
  if (!match) return undefined;
  const low = Number(match[1]);
  return match[2] === "plus" ? low + 5 : Math.floor((low + Number(match[2])) / 2);
}

export function profileFromAnswers(definition: FunnelDefinition, answers: Answers): QuizProfile {
  const profile: QuizProfile = {};
  for (const step of definition.steps) {
    const value = answers[step.id];
    if (value === undefined) continue;
    if (step.type === "single" && step.field && typeof value === "string") {
      (profile as Record<string, unknown>)[step.field] = value;
      if (step.field === "ageRange" && profile.age === undefined) profile.age = ageFromRange(value);
    } else if (step.type === "multi" && step.field && Array.isArray(value)) {
      profile[step.field] = value.filter((v) => v !== step.noneOption?.value);
    } else if (step.type === "number" && typeof value === "object" && "amount" in value) {
      profile[step.field] = (value as NumberAnswer).amount;
      profile.units = (value as NumberAnswer).unit === "cm" || (value as NumberAnswer).unit === "kg" ? "metric" : "imperial";
    } else if (step.type === "age" && typeof value === "object" && "age" in value) {
      profile.age = (value as AgeAnswer).age;
      if ((value as AgeAnswer).birthDate) profile.birthDate = (value as AgeAnswer).birthDate;
    } else if (step.type === "text" && step.field === "name" && typeof value === "string" && value) {
      profile.name = value;
    } else if (step.type === "email" && typeof value === "object" && "email" in value) {
      profile.email = (value as EmailAnswer).email;
    }
  }
  return profile;
}
