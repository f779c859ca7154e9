import { describe, expect, it } from "vitest";
import { planPreferencesInputSchema } from "@/features/plan/server/plan-preferences-schema";

const form = {
  diet: "pescatarian",
  allergies: ["gluten", "soy", "gluten"],
  dislikes: "olives,tofu",
  mealsPerDay: "4",
  fastingExperience: "some",
  maxMinutes: "45",
  firstMealTime: "07:30",
};

/** What the settings form may send, and the field each refusal names (the form's error code). */
describe("the plan settings form's input", () => {
  it("reads a filled form: lists de-duplicated, numbers from text, no limit as null", () => {
    expect(planPreferencesInputSchema.parse(form)).toEqual({
      diet: "pescatarian",
      allergies: ["gluten", "soy"],
      dislikes: ["olives", "tofu"],
      mealsPerDay: 4,
      fastingExperience: "some",
      maxMinutes: 45,
      firstMealTime: "07:30",
    });
    expect(planPreferencesInputSchema.parse({ ...form, allergies: [], dislikes: "", maxMinutes: "none" })).toMatchObject({
      allergies: [],
      dislikes: [],
      maxMinutes: null,
    });
  });

  it.each([
    ["diet", { diet: "paleo" }],
    ["allergies", { allergies: ["lupin"] }],
    ["dislikes", { dislikes: ["broccoli"] }],
    ["mealsPerDay", { mealsPerDay: "6" }],
    ["mealsPerDay", { mealsPerDay: "1" }],
    ["mealsPerDay", { mealsPerDay: "2.5" }],
    ["fastingExperience", { fastingExperience: "expert" }],
    ["maxMinutes", { maxMinutes: "20" }],
    ["firstMealTime", { firstMealTime: "25:00" }],
    ["firstMealTime", { firstMealTime: "8:00" }],
  ])("refuses a bad %s", (field, change) => {
    const parsed = planPreferencesInputSchema.safeParse({ ...form, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});
