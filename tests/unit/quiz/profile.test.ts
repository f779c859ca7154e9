import { describe, expect, it } from "vitest";
import { ageFromRange, profileFromAnswers } from "@/features/quiz/domain/profile";
import { summaryInput } from "@/features/quiz/domain/summary-input";
import { userProfileSchema } from "@/features/quiz/domain/user-profile";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";

const [woman, mix] = demoFunnels as [(typeof demoFunnels)[number], (typeof demoFunnels)[number]];

describe("profile from answers", () => {
  it("maps fields, number units, age ranges and the e-mail", () => {
    const profile = profileFromAnswers(mix, {
      "step-gender": "male",
      "step-age": "40-49",
      "step-activity": "active",
      "step-height": { amount: 180.3, unit: "ftin" },
      "step-weight": { amount: 90, unit: "lb" },
      "step-email": { email: "a@b.co", consent: false },
      "step-habits": ["sugar"],
    });
    expect(profile).toEqual({
      gender: "male",
      ageRange: "40-49",
      age: 44,
      activity: "active",
      heightCm: 180.3,
      weightKg: 90,
      units: "imperial",
      email: "a@b.co",
    });
    expect(userProfileSchema.safeParse(profile).success).toBe(true);
  });

  it("reads the middle of an age range", () => {
    expect([ageFromRange("18-29"), ageFromRange("30-39"), ageFromRange("50-plus"), ageFromRange("x")]).toEqual([23, 34, 55, undefined]);
  });

  it("fills summary defaults from the funnel's audience", () => {
    expect(summaryInput(woman, { heightCm: 160, weightKg: 70 }, "2026-01-01")).toEqual({
      sex: "female",
      age: 35,
      heightCm: 160,
      weightKg: 70,
      targetWeightKg: 70,
      activity: "light",
      today: "2026-01-01",
    });
    expect(summaryInput(mix, { heightCm: 160, weightKg: 70 }, "2026-01-01")?.sex).toBe("other");
    expect(summaryInput(mix, { heightCm: 160 }, "2026-01-01")).toBeNull();
  });
});
