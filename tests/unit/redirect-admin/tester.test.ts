import { describe, expect, it } from "vitest";
import type { RedirectConfig } from "@/features/experiments/domain/redirect-config-schema";
import { entryUsesRules, explainRedirect, redirectContext, testerRequest } from "@/features/redirect-admin/domain/tester";

const configs: RedirectConfig[] = [
  { name: "spring", runCondition: "tm1 == 'spring'", rules: [{ quizUrl: "/a", gender: "MALE" }, { quizUrl: "/b", forElderUser: true, tm1: "old" }, { quizUrl: "/c" }] },
  { name: "women_only", runCondition: "gender == 'FEMALE'", rules: [{ quizUrl: "/w", gender: "MALE" }] },
];
const facts = { path: "quiz", query: "?tm1=spring", country: "us", gender: "" as const, age: "", splits: "a, b" };

describe("redirect tester", () => {
  it("reads the facts as the quiz entry would hand them over", () => {
    const request = testerRequest(facts);
    expect(request.pathname).toBe("/quiz");
    expect(request.query.get("tm1")).toBe("spring");
    expect(request.context).toEqual({ splits: ["a", "b"], country: "US" });
    expect(redirectContext(new URLSearchParams("gender=male&age=61"), { gender: "FEMALE", age: "30" })).toMatchObject({ gender: "MALE", age: "61" });
  });

  it("names the configuration and the rule that hit", () => {
    const answer = explainRedirect(configs, redirectContext(new URLSearchParams("tm1=spring"), { age: "65" }));
    expect(answer).toMatchObject({ configName: "spring", ruleIndex: 1, ruleUrl: "/b?tm1=old", elder: true, why: null });
    expect(answer.checked).toEqual([{ name: "spring", matched: true }]);
  });

  it("says why there is no redirect", () => {
    const none = explainRedirect(configs, redirectContext(new URLSearchParams(""), {}));
    expect(none).toMatchObject({ configName: null, ruleIndex: null, ruleUrl: null });
    expect(none.checked).toEqual([{ name: "spring", matched: false }, { name: "women_only", matched: false }]);
    expect(none.why).toMatch(/No configuration/);
    const noRule = explainRedirect(configs, redirectContext(new URLSearchParams(""), { gender: "FEMALE" }));
    expect(noRule).toMatchObject({ configName: "women_only", ruleIndex: null });
    expect(noRule.why).toMatch(/none of its rules/);
    expect(explainRedirect([], {}).why).toMatch(/no redirect configurations/);
  });

  it("knows where the entry consults the rules", () => {
    expect(entryUsesRules("/quiz", new URLSearchParams()).uses).toBe(true);
    expect(entryUsesRules("/quiz/some-funnel", new URLSearchParams()).uses).toBe(false);
    expect(entryUsesRules("/fasting-mix-2968/step-gender", new URLSearchParams()).uses).toBe(false);
    expect(entryUsesRules("/fasting-mix-2968/step-gender", new URLSearchParams("gender=male")).uses).toBe(true);
  });
});
