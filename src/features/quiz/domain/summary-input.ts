import type { ActivityLevel, Sex } from "./body-metrics";
import type { FunnelDefinition } from "./funnel-definition";
import type { QuizProfile } from "./profile";
import type { SummaryInput } from "./summary-figures";

const activityLevels: readonly ActivityLevel[] = ["sedentary", "light", "moderate", "active", "veryActive"];

/**
 * The summary's input from a profile: height and weight are required (null without them);
 * the target defaults to the current weight, the activity to "light", the age to 35, and the
 * sex to the funnel's audience ("other" for mixed funnels without a gender answer).
 */
export function summaryInput(definition: FunnelDefinition, profile: QuizProfile, today: string): SummaryInput | null {
  if (!profile.heightCm || !profile.weightKg) return null;
  const sex: Sex =
    profile.gender === "female" || profile.gender === "male"
      ? profile.gender
      : definition.audience === "women"
        ? "female"
        : definition.audience === "men"
          ? "male"
          : "other";
  const activity = activityLevels.find((level) => level === profile.activity) ?? "light";
  return {
    sex,
    age: profile.age ?? 35,
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    targetWeightKg: profile.targetWeightKg ?? profile.weightKg,
    activity,
    today,
  };
}
