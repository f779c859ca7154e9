import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planAssignment } from "@/features/experiments/domain/plan-assignment";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { resolveQuizEntry } from "@/features/quiz/server/resolve-quiz-entry";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createTestDatabase } from "../../helpers/test-db";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const config: ExperimentConfig = {
  splitConfigs: [
    {
      name: "quiz_variants",
      initial: { name: "step_one" },
      runCondition: "",
      participantPercentage: 100,
      groups: [
        { percent: 50, instructionCondition: "quiz_page == '/fasting-woman-2968/step-age?tm1=a'" },
        { percent: 50, instructionCondition: "quiz_page == '/metabolic-quiz-dmg-2968/step-age?tm1=b'" },
      ],
    },
  ],
  pageSplitGroups: {},
  redirectConfigs: [
    {
      name: "by_gender",
      runCondition: "",
      rules: [
        { quizUrl: "/fasting-woman-2968/step-age", gender: "FEMALE", tm1: "w" },
        { quizUrl: "/fasting-mix-2968/step-gender", gender: "MALE", tm1: "m" },
        { quizUrl: "/fasting-mix-2968/step-gender" },
      ],
    },
  ],
};

describe("the quiz entry with experiments and redirect rules", () => {
  it("a step_one experiment sends visitors at positions 0.1 and 0.9 to the two variants, query merged", async () => {
    const targets: (string | null)[] = [];
    for (const position of ["0.1", "0.9"]) {
      const url = "http://localhost/fasting-mix-2968/step-gender?utm_source=fb&tm1=old";
      const plan = planAssignment(config, { url, cookies: { SPLIT_STEP_ONE_POSITION: position } }, () => 0.5);
      targets.push(
        await resolveQuizEntry(handle.db, {
          pathname: "/fasting-mix-2968/step-gender",
          query: new URLSearchParams("utm_source=fb&tm1=old"),
          instructions: plan.instructions,
        }),
      );
    }
    expect(targets).toEqual([
      "/fasting-woman-2968/step-age?utm_source=fb&tm1=a",
      "/metabolic-quiz-dmg-2968/step-age?utm_source=fb&tm1=b",
    ]);
  });

  it("a redirect rule chooses the funnel by gender at /quiz; without a match the default funnel", async () => {
    const entry = (query: string) =>
      resolveQuizEntry(handle.db, { pathname: "/quiz", query: new URLSearchParams(query), redirectConfigs: config.redirectConfigs });
    expect(await entry("gender=female&utm_source=g")).toBe("/fasting-woman-2968/step-age?gender=female&utm_source=g&tm1=w");
    expect(await entry("gender=male")).toBe("/fasting-mix-2968/step-gender?gender=male&tm1=m");
    expect(await entry("utm_source=g")).toBe("/fasting-mix-2968/step-gender?utm_source=g");
    expect(await resolveQuizEntry(handle.db, { pathname: "/quiz", query: new URLSearchParams() })).toBe("/fasting-mix-2968/step-gender");
  });

  it("experiments and redirect rules apply on first steps only", async () => {
    const instructions = { quiz_page: "/fasting-woman-2968/step-age" };
    const at = (pathname: string) => resolveQuizEntry(handle.db, { pathname, query: new URLSearchParams(), instructions });
    expect(await at("/fasting-mix-2968/step-gender")).toBe("/fasting-woman-2968/step-age");
    expect(await at("/new/fasting-mix-2968/step-gender")).toBe("/fasting-woman-2968/step-age");
    expect(await at("/fasting-mix-2968/step-age")).toBeNull();
    expect(await at("/about")).toBeNull();
    expect(await at("/nope/step-gender")).toBeNull();
    expect(await at("/fasting-woman-2968/step-age")).toBeNull();
  });

  it("/quiz/{funnel}[/{step}] opens that funnel; unknown ones give null (404)", async () => {
    const q = new URLSearchParams("a=1");
    expect(await resolveQuizEntry(handle.db, { pathname: "/quiz/lp22-2968", query: q })).toBe("/lp22-2968/step-age?a=1");
    const named = { pathname: "/quiz/metabolic-quiz-dmg-2968", query: new URLSearchParams("gender=female"), redirectConfigs: config.redirectConfigs };
    expect(await resolveQuizEntry(handle.db, named)).toBe("/metabolic-quiz-dmg-2968/step-age?gender=female");
    expect(await resolveQuizEntry(handle.db, { pathname: "/quiz/fasting-mix-2968/step-height", query: q })).toBe("/fasting-mix-2968/step-height?a=1");
    expect(await resolveQuizEntry(handle.db, { pathname: "/quiz/nope", query: q })).toBeNull();
    expect(await resolveQuizEntry(handle.db, { pathname: "/quiz/fasting-mix-2968/a/b", query: q })).toBeNull();
  });
});
