import { describe, expect, it } from "vitest";
import { splitGroupMapSchema } from "@/features/experiments/domain/page-split-schema";
import { redirectConfigSchema } from "@/features/experiments/domain/redirect-config-schema";
import { splitConfigSchema } from "@/features/experiments/domain/split-config-schema";

const validSplit = {
  name: "quiz_variants",
  initial: { name: "step_one" },
  runCondition: "country in ['DE', 'AT']",
  participantPercentage: 50,
  groups: [
    { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-2968/step-gender'" },
    { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-dmg-2968/step-gender'" },
  ],
};

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message).join(" | ") ?? "";

describe("split config schema", () => {
  it("accepts a valid configuration and defaults an absent runCondition to empty", () => {
    expect(splitConfigSchema.parse(validSplit)).toEqual(validSplit);
    const { runCondition: _omitted, ...withoutCondition } = validSplit;
    expect(splitConfigSchema.parse(withoutCondition).runCondition).toBe("");
  });

  it.each([
    [{ name: "bad name!" }, "letters, digits"],
    [{ initial: { name: "step_two" } }, ""],
    [{ participantPercentage: 101 }, ""],
    [{ participantPercentage: -1 }, ""],
    [{ runCondition: "country ==" }, "Condition cannot be read"],
    [{ groups: [] }, ""],
    [{ groups: [{ percent: 0, instructionCondition: "" }] }, "percent above 0"],
    [
      { groups: [{ percent: 100, instructionCondition: "final_page == ['a',]" }] },
      "Clause cannot be read",
    ],
  ])("refuses %j", (patch, message) => {
    const result = splitConfigSchema.safeParse({ ...validSplit, ...patch });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(message);
  });
});

describe("page split group map schema", () => {
  const valid = {
    home_hero: {
      paths: ["/"],
      condition: "",
      coverage: 100,
      options: [
        { id: "control", url: "/", weight: 50 },
        { id: "hero_b", url: "/?hero=b", weight: 50 },
      ],
    },
  };

  it("accepts the home page split", () => {
    expect(splitGroupMapSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ["https://evil.example/", "path on this site"],
    ["//evil.example/", "path on this site"],
    ["/\\evil.example", "path on this site"],
    ["relative", "path on this site"],
  ])("refuses the option address %j (no open redirects)", (url, message) => {
    const group = valid.home_hero;
    const result = splitGroupMapSchema.safeParse({
      home_hero: { ...group, options: [{ id: "x", url, weight: 100 }] },
    });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(message);
  });

  it("refuses duplicate option ids and missing paths", () => {
    const group = valid.home_hero;
    const duplicate = { ...group, options: [group.options[0], group.options[0]] };
    expect(messages(splitGroupMapSchema.safeParse({ g: duplicate }))).toContain("unique");
    expect(splitGroupMapSchema.safeParse({ g: { ...group, paths: [] } }).success).toBe(false);
  });
});

describe("redirect config schema", () => {
  it("accepts rules with and without criteria", () => {
    const config = {
      name: "by_gender",
      runCondition: "",
      rules: [
        {
          quizUrl: "/fasting-woman-2968/step-age",
          gender: "FEMALE",
          forElderUser: false,
          tm1: "w",
        },
        { quizUrl: "/fasting-mix-2968/step-gender" },
      ],
    };
    expect(redirectConfigSchema.parse(config)).toEqual(config);
  });

  it("refuses an unknown gender and foreign addresses", () => {
    const base = { name: "r", runCondition: "", rules: [{ quizUrl: "/q" }] };
    expect(
      redirectConfigSchema.safeParse({ ...base, rules: [{ quizUrl: "/q", gender: "OTHER" }] })
        .success,
    ).toBe(false);
    expect(
      redirectConfigSchema.safeParse({ ...base, rules: [{ quizUrl: "http://x.example/q" }] })
        .success,
    ).toBe(false);
    expect(redirectConfigSchema.safeParse({ ...base, rules: [] }).success).toBe(false);
  });
});
