import { describe, expect, it } from "vitest";
import { planQuizEntry } from "@/features/quiz/domain/quiz-entry";
import { mergeQuizPage, parseQuizPath, quizStepPath } from "@/features/quiz/domain/quiz-paths";

describe("quiz addresses", () => {
  it("builds and reads every route shape", () => {
    const shapes = [
      { shape: "standard", quizName: "fasting-mix-2968" },
      { shape: "new", quizName: "fasting-mix-2968" },
      { shape: "config", quizName: "fasting-mix-2968", configName: "express" },
    ] as const;
    expect(shapes.map((r) => quizStepPath(r, "step-age"))).toEqual([
      "/fasting-mix-2968/step-age",
      "/new/fasting-mix-2968/step-age",
      "/fasting-mix-2968/quiz/express/step-age",
    ]);
    for (const route of shapes) expect(parseQuizPath(quizStepPath(route, "step-age"))).toEqual({ route, stepId: "step-age" });
    expect(parseQuizPath("/a/b/c/d/e")).toBeNull();
  });

  it("merges the current query into a quiz_page instruction; the instruction wins on conflict", () => {
    expect(mergeQuizPage("/fasting-woman-2968/step-age?tm1=b&utm_source=split", "utm_source=fb&utm_campaign=c1")).toBe(
      "/fasting-woman-2968/step-age?utm_campaign=c1&tm1=b&utm_source=split",
    );
    expect(mergeQuizPage("/fasting-woman-2968/step-age", "")).toBe("/fasting-woman-2968/step-age");
  });
});

describe("quiz entry", () => {
  const base = { query: "utm_source=fb", fallbackPath: "/fasting-mix-2968/step-gender" };

  it("sends /quiz to the fallback funnel with the query kept", () => {
    expect(planQuizEntry({ ...base, currentPath: "/quiz", isEntryPath: true })).toBe("/fasting-mix-2968/step-gender?utm_source=fb");
  });

  it("an experiment's quiz_page wins over redirect rules", () => {
    expect(
      planQuizEntry({
        ...base,
        currentPath: "/quiz",
        isEntryPath: true,
        quizPageInstruction: "/fasting-woman-2968/step-age?tm1=x",
        redirectRuleUrl: "/metabolic-quiz-dmg-2968/step-age",
      }),
    ).toBe("/fasting-woman-2968/step-age?utm_source=fb&tm1=x");
  });

  it("a redirect rule applies on the first step too; staying put when already there", () => {
    expect(planQuizEntry({ ...base, currentPath: "/fasting-mix-2968/step-gender", isEntryPath: false, redirectRuleUrl: "/fasting-woman-2968/step-age?tm1=w" })).toBe(
      "/fasting-woman-2968/step-age?utm_source=fb&tm1=w",
    );
    expect(planQuizEntry({ ...base, currentPath: "/fasting-woman-2968/step-age", isEntryPath: false, redirectRuleUrl: "/fasting-woman-2968/step-age" })).toBeNull();
    expect(planQuizEntry({ ...base, currentPath: "/fasting-mix-2968/step-gender", isEntryPath: false, quizPageInstruction: "/fasting-mix-2968/step-gender" })).toBeNull();
    expect(planQuizEntry({ ...base, currentPath: "/fasting-mix-2968/step-gender", isEntryPath: false })).toBeNull();
  });

  it("ignores instructions that are not site paths", () => {
    expect(planQuizEntry({ ...base, currentPath: "/quiz", isEntryPath: true, quizPageInstruction: "//evil.example/x" })).toBe(
      "/fasting-mix-2968/step-gender?utm_source=fb",
    );
  });
});
