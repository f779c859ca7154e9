/**
 * The sample visitors of the final page preview (docs/final-admin.md, "Preview"): one per goal,
 * so staff see the hero's figures, the chart and the plan as each kind of buyer would.
 */
export const sampleGoals = ["lose", "gain", "maintain"] as const;
export type SampleGoal = (typeof sampleGoals)[number];

export type SampleVisitor = {
  gender: "female" | "male";
  age: number;
  heightCm: number;
  weightKg: number;
  targetWeightKg: number;
  activity: "light" | "moderate";
};

const visitors: Record<SampleGoal, SampleVisitor> = {
  lose: { gender: "female", age: 34, heightCm: 168, weightKg: 82, targetWeightKg: 72, activity: "light" },
  gain: { gender: "male", age: 28, heightCm: 180, weightKg: 66, targetWeightKg: 73, activity: "moderate" },
  maintain: { gender: "female", age: 45, heightCm: 164, weightKg: 63, targetWeightKg: 63, activity: "light" },
};

export function sampleVisitor(goal: string | undefined): SampleVisitor {
  return visitors[sampleGoals.includes(goal as SampleGoal) ? (goal as SampleGoal) : "lose"];
}
