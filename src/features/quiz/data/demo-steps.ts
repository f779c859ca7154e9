import type { FunnelDefinitionInput } from "@/features/quiz/domain/funnel-definition";
import { option, text } from "./demo-text";

export type StepInput = FunnelDefinitionInput["steps"][number];

/** The step library the demo funnels are built from (copy in ./copy, images in /images/quiz). */
export const genderStep: StepInput = {
  id: "step-gender",
  type: "single",
  field: "gender",
  display: "image",
  title: text("gender.title"),
  subtitle: text("gender.subtitle"),
  options: [
    option("gender", "female", { image: "/images/quiz/gender-female.webp" }),
    option("gender", "male", { image: "/images/quiz/gender-male.webp" }),
  ],
};

export function ageStep(display: "image" | "text" = "image"): StepInput {
  return {
    id: "step-age",
    type: "single",
    field: "ageRange",
    display,
    title: text("age.title"),
    subtitle: text("age.subtitle"),
    options: ["18-29", "30-39", "40-49", "50-plus"].map((value) =>
      option("age", value, display === "image" ? { image: `/images/quiz/age-${value}.webp` } : {}),
    ),
  };
}

export const goalStep: StepInput = {
  id: "step-goal",
  type: "single",
  field: "goal",
  display: "emoji",
  title: text("goal.title"),
  options: [
    option("goal", "lose-weight", { emoji: "⚖️" }),
    option("goal", "get-fit", { emoji: "💪" }),
    option("goal", "more-energy", { emoji: "⚡" }),
    option("goal", "healthy-habits", { emoji: "🥗" }),
  ],
};

export const bodyStep: StepInput = {
  id: "step-body-type",
  type: "single",
  display: "image",
  title: text("body.title"),
  options: ["slim", "average", "curvy", "heavy"].map((value) =>
    option("body", value, { image: `/images/quiz/body-${value}.webp` }),
  ),
};

export const fastingStep: StepInput = {
  id: "step-fasting-experience",
  type: "single",
  field: "fastingExperience",
  display: "emoji",
  title: text("fasting.title"),
  options: [
    option("fasting", "never", { emoji: "🌱" }),
    option("fasting", "tried", { emoji: "🔄" }),
    option("fasting", "regular", { emoji: "⏱️" }),
  ],
};

export const fastingInfoStep: StepInput = {
  id: "info-fasting",
  type: "info",
  variant: "statement",
  title: text("infoFasting.title"),
  body: text("infoFasting.body"),
  image: "/images/quiz/fasting-clock.webp",
  imageAlt: text("infoFasting.title"),
  compactSkip: true,
};

export const breakfastStep: StepInput = {
  id: "step-first-meal",
  type: "single",
  field: "firstMeal",
  display: "emoji",
  title: text("breakfast.title"),
  options: [
    option("breakfast", "early", { emoji: "🌅" }),
    option("breakfast", "mid", { emoji: "☀️" }),
    option("breakfast", "late", { emoji: "🕛" }),
    option("breakfast", "skip", { emoji: "☕" }),
  ],
};

export const habitsStep: StepInput = {
  id: "step-habits",
  type: "multi",
  display: "emoji",
  title: text("habits.title"),
  subtitle: text("habits.subtitle"),
  options: [
    option("habits", "night-snacking", { emoji: "🌙" }),
    option("habits", "sugar", { emoji: "🍩" }),
    option("habits", "emotional", { emoji: "😣" }),
    option("habits", "soda", { emoji: "🥤" }),
    option("habits", "portions", { emoji: "🍝" }),
  ],
  noneOption: option("habits", "none", { emoji: "✅" }),
};

export function activityStep(next?: StepInput["next"]): StepInput {
  return {
    id: "step-activity",
    type: "single",
    field: "activity",
    display: "emoji",
    title: text("activity.title"),
    options: [
      option("activity", "sedentary", { emoji: "🪑" }),
      option("activity", "light", { emoji: "🚶" }),
      option("activity", "moderate", { emoji: "🧍" }),
      option("activity", "active", { emoji: "🏃" }),
      option("activity", "veryActive", { emoji: "🏋️" }),
    ],
    ...(next ? { next } : {}),
  };
}

export function hormonesStep(next?: StepInput["next"]): StepInput {
  return {
    id: "step-hormones",
    type: "single",
    title: text("hormones.title"),
    subtitle: text("hormones.subtitle"),
    options: ["regular", "irregular", "perimenopause", "menopause", "private"].map((v) => option("hormones", v)),
    ...(next ? { next } : {}),
  };
}

export const strengthStep: StepInput = {
  id: "step-strength",
  type: "single",
  display: "emoji",
  title: text("strength.title"),
  options: [
    option("strength", "none", { emoji: "🛋️" }),
    option("strength", "some", { emoji: "🏋️" }),
    option("strength", "lots", { emoji: "🔥" }),
  ],
};

export const sleepStep: StepInput = {
  id: "step-sleep",
  type: "single",
  display: "emoji",
  title: text("sleep.title"),
  options: [
    option("sleep", "under-5", { emoji: "😫" }),
    option("sleep", "5-6", { emoji: "🥱" }),
    option("sleep", "7-8", { emoji: "😌" }),
    option("sleep", "over-8", { emoji: "😴" }),
  ],
};

export const waterStep: StepInput = {
  id: "step-water",
  type: "single",
  display: "emoji",
  title: text("water.title"),
  options: [
    option("water", "little", { emoji: "☕" }),
    option("water", "some", { emoji: "🥛" }),
    option("water", "enough", { emoji: "💧" }),
    option("water", "lots", { emoji: "🌊" }),
  ],
};

export const proofStep: StepInput = {
  id: "info-social-proof",
  type: "info",
  variant: "socialProof",
  title: text("proof.title"),
  stat: "87%",
  body: text("proof.body"),
  quote: text("proof.quote"),
  quoteAuthor: "Laura, 34",
  compactSkip: true,
};

export const heightStep: StepInput = {
  id: "step-height",
  type: "number",
  field: "heightCm",
  quantity: "height",
  min: 120,
  max: 230,
  title: text("height.title"),
  hint: text("height.hint"),
};

export const weightStep: StepInput = {
  id: "step-weight",
  type: "number",
  field: "weightKg",
  quantity: "weight",
  min: 35,
  max: 250,
  title: text("weight.title"),
  hint: text("weight.hint"),
};

export const targetStep: StepInput = {
  id: "step-target-weight",
  type: "number",
  field: "targetWeightKg",
  quantity: "weight",
  min: 35,
  max: 250,
  title: text("target.title"),
  hint: text("target.hint"),
};

export const chartStep: StepInput = {
  id: "info-weight-chart",
  type: "info",
  variant: "chart",
  title: text("chart.title"),
  body: text("chart.body"),
  imageAlt: text("chart.alt"),
};

export const nameStep: StepInput = {
  id: "step-name",
  type: "text",
  field: "name",
  title: text("name.title"),
  placeholder: text("name.placeholder"),
  maxLength: 40,
};

export const emailStep: StepInput = {
  id: "step-email",
  type: "email",
  title: text("email.title"),
  subtitle: text("email.subtitle"),
  placeholder: text("email.placeholder"),
  consentLabel: text("email.consent"),
  privacyNote: text("email.privacy"),
};

export const loaderStep: StepInput = {
  id: "step-building-plan",
  type: "loader",
  title: text("loader.title"),
  items: [text("loader.profile"), text("loader.calories"), text("loader.window"), text("loader.meals")],
  durationMs: 4000,
};

export const summaryStep: StepInput = { id: "step-summary", type: "summary", title: text("summary.title") };
