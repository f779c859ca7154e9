import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConditionLogger } from "@/features/conditions/domain/evaluate-condition";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { planAssignment } from "@/features/experiments/domain/plan-assignment";

const config: ExperimentConfig = {
  splitConfigs: [
    {
      name: "quiz_variants",
      initial: { name: "step_one" },
      runCondition: "",
      participantPercentage: 50,
      groups: [
        { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-2968/step-gender'" },
        { percent: 50, instructionCondition: "quiz_page == '/fasting-mix-dmg-2968/step-gender'" },
      ],
    },
    {
      name: "price_test",
      initial: { name: "step_final" },
      runCondition: "country in ['DE', 'AT']",
      participantPercentage: 100,
      groups: [
        { percent: 50, instructionCondition: "price_package == 'pp_12'" },
        { percent: 50, instructionCondition: "price_package == 'pp_14'" },
      ],
    },
  ],
  pageSplitGroups: {
    home_hero: {
      paths: ["/"],
      condition: "",
      coverage: 100,
      options: [
        { id: "control", url: "/", weight: 50 },
        { id: "hero_b", url: "/?hero=b", weight: 50 },
      ],
    },
  },
  redirectConfigs: [
    {
      name: "by_gender",
      runCondition: "",
      rules: [{ quizUrl: "/fasting-woman-2968/step-age", gender: "FEMALE" }],
    },
  ],
};

const values = (list: number[]) => {
  let i = 0;
  return () => list[i++] ?? 0.5;
};

describe("planAssignment", () => {
  beforeAll(() => setConditionLogger(null));
  afterAll(() => setConditionLogger((message) => console.warn(message)));

  it("on a first visit draws positions, assigns, and writes every cookie with a one-year lifetime", () => {
    const plan = planAssignment(
      config,
      { url: "https://platewise.example/?utm_source=fb", cookies: { countryCode: "DE" } },
      values([0.1, 0.7, 0.2, 0.3, 0.4, 0.63]),
    );
    expect(plan.instructions).toEqual({
      quiz_page: "/fasting-mix-2968/step-gender",
      price_package: "pp_14",
    });
    expect(plan.state).toEqual({
      splits: ["quiz_variants", "price_test", "home_hero"],
      stepsPositions: {
        step_one: 0.1,
        step_final: 0.7,
        step_purchase: 0.2,
        step_thank_you: 0.3,
        step_web_cabinet: 0.4,
      },
    });
    expect(Object.fromEntries(plan.cookies.map((c) => [c.name, c.value]))).toEqual({
      SPLIT_STEP_ONE_POSITION: "0.1",
      SPLIT_STEP_FINAL_POSITION: "0.7",
      SPLIT_STEP_PURCHASE_POSITION: "0.2",
      SPLIT_STEP_THANK_YOU_POSITION: "0.3",
      SPLIT_STEP_WEB_CABINET_POSITION: "0.4",
      SPLIT_PAGE_POSITION: "0.63",
      SPLITS: "quiz_variants,price_test,home_hero",
    });
    for (const cookie of plan.cookies) {
      expect(cookie).toMatchObject({ maxAge: 365 * 24 * 60 * 60, path: "/", sameSite: "lax" });
    }
    expect(plan.pageSplit).toEqual({
      groupName: "home_hero",
      optionId: "hero_b",
      redirectTo: "/?hero=b&utm_source=fb",
    });
    expect(plan.exposures).toEqual([
      {
        splitName: "quiz_variants",
        step: "step_one",
        groupKey: "0",
        instructions: { quiz_page: "/fasting-mix-2968/step-gender" },
      },
      {
        splitName: "price_test",
        step: "step_final",
        groupKey: "1",
        instructions: { price_package: "pp_14" },
      },
      { splitName: "home_hero", step: "page", groupKey: "hero_b", instructions: null },
    ]);
    expect(plan.context.country).toBe("DE");
    expect(plan.context.splits).toEqual(["quiz_variants", "price_test", "home_hero"]);
    expect(plan.redirect?.config.name).toBe("by_gender");
    expect(Object.keys(plan.splitGroups)).toEqual(["home_hero"]);
    expect(plan.testsOff).toBe(false);
  });

  it("on the next visit reads the cookies back: same result, nothing to write, nothing to record", () => {
    const first = planAssignment(
      config,
      { url: "https://platewise.example/", cookies: { countryCode: "AT" } },
      values([0.3, 0.2, 0.5, 0.5, 0.5, 0.1]),
    );
    const cookies: Record<string, string> = { countryCode: "AT" };
    for (const cookie of first.cookies) cookies[cookie.name] = cookie.value;
    const again = planAssignment(config, { url: "https://platewise.example/", cookies }, () => {
      throw new Error("no random number may be drawn on a returning visit");
    });
    expect(again.instructions).toEqual(first.instructions);
    expect(again.state).toEqual(first.state);
    expect(again.pageSplit).toEqual(first.pageSplit);
    expect(again.cookies).toEqual([]);
    expect(again.exposures).toEqual([]);
  });

  it("prefers stored state over cookies for positions and unites joined names", () => {
    const plan = planAssignment(
      config,
      {
        url: "https://platewise.example/quiz",
        cookies: {
          SPLIT_STEP_ONE_POSITION: "0.9",
          SPLITS: "old_cookie_test",
          SPLIT_PAGE_POSITION: "0.5",
        },
        storedState: {
          splits: ["old_state_test"],
          stepsPositions: {
            step_one: 0.3,
            step_final: 1,
            step_purchase: 1,
            step_thank_you: 1,
            step_web_cabinet: 1,
          },
        },
      },
      () => 0.5,
    );
    expect(plan.byStep.step_one?.groupIndex).toBe(1);
    expect(plan.state.splits).toEqual(["old_state_test", "old_cookie_test", "quiz_variants"]);
    const written = Object.fromEntries(plan.cookies.map((c) => [c.name, c.value]));
    expect(written.SPLIT_STEP_ONE_POSITION).toBe("0.3");
    expect(written.SPLITS).toBe("old_state_test,old_cookie_test,quiz_variants");
    expect(plan.pageSplit).toBeNull();
  });

  it("switches every split test off when st is 0, in the query or the cookie", () => {
    for (const request of [
      { url: "https://platewise.example/?st=0", cookies: { countryCode: "DE" } },
      { url: "https://platewise.example/", cookies: { countryCode: "DE", st: "0" } },
    ]) {
      const plan = planAssignment(config, request, () => 0.1);
      expect(plan.testsOff).toBe(true);
      expect(plan.instructions).toEqual({});
      expect(plan.pageSplit).toBeNull();
      expect(plan.cookies).toEqual([]);
      expect(plan.exposures).toEqual([]);
    }
  });

  it("uses the locale-free path for page splits when given", () => {
    const plan = planAssignment(
      config,
      {
        url: "https://platewise.example/de",
        pathname: "/",
        cookies: { SPLIT_PAGE_POSITION: "0.9" },
      },
      () => 0.9,
    );
    expect(plan.pageSplit).toEqual({
      groupName: "home_hero",
      optionId: "hero_b",
      redirectTo: "/?hero=b",
    });
  });

  it("adds nothing to SPLITS when the visitor joins nothing", () => {
    const plan = planAssignment(
      { ...config, pageSplitGroups: {} },
      { url: "https://platewise.example/", cookies: { countryCode: "US" } },
      () => 0.99,
    );
    expect(plan.state.splits).toEqual([]);
    expect(plan.cookies.map((c) => c.name)).not.toContain("SPLITS");
    expect(plan.cookies.map((c) => c.name)).not.toContain("SPLIT_PAGE_POSITION");
  });
});
