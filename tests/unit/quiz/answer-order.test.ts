import { describe, expect, it } from "vitest";
import { checkAnswerOrder } from "@/features/quiz/domain/answer-order";
import type { Answers } from "@/features/quiz/domain/answers";
import type { BranchContext } from "@/features/quiz/domain/branching";
import { profileFromAnswers } from "@/features/quiz/domain/profile";
import { stepSequence } from "@/features/quiz/domain/step-sequence";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";

const mix = demoFunnels.find((f) => f.name === "fasting-mix-2968")!;
const sequence = stepSequence(mix);

function check(stepId: string, history: string[], answers: Answers) {
  const context: BranchContext = { answers, profile: profileFromAnswers(mix, answers), instructions: {}, attribution: {} };
  return checkAnswerOrder({ definition: mix, sequence, history, stepId, context });
}

describe("answer order", () => {
  it("a new visitor may answer only the first step; jumping to a late step points back to it", () => {
    expect(check("step-gender", [], {})).toEqual({ allowed: true });
    expect(check("step-email", [], {})).toEqual({ allowed: false, expectedStepId: "step-gender" });
    expect(check("step-summary", [], {})).toEqual({ allowed: false, expectedStepId: "step-gender" });
  });

  it("the step the path leads to is open; skipping past it is not", () => {
    const history = ["step-gender", "step-age"];
    const answers = { "step-gender": "female" };
    expect(check("step-age", history, answers)).toEqual({ allowed: true });
    expect(check("step-goal", history, answers)).toEqual({ allowed: false, expectedStepId: "step-age" });
    expect(check("step-weight", history, answers)).toEqual({ allowed: false, expectedStepId: "step-age" });
  });

  it("going back to change an earlier answer on the path is allowed", () => {
    const history = ["step-gender", "step-age", "step-goal"];
    const answers = { "step-gender": "female", "step-age": "30-39" };
    expect(check("step-gender", history, answers)).toEqual({ allowed: true });
    expect(check("step-age", history, answers)).toEqual({ allowed: true });
  });

  it("follows branching: a woman cannot answer the men's strength step", () => {
    const history = [
      ...["step-gender", "step-age", "step-goal", "step-fasting-experience", "info-fasting", "step-first-meal", "step-meals-per-day", "step-habits"],
      ...["step-diet", "step-allergies", "step-foods-avoided", "step-cooking-time", "step-activity"],
    ];
    const answers: Answers = {
      ...{ "step-gender": "female", "step-age": "30-39", "step-goal": "lose-weight", "step-fasting-experience": "tried", "step-first-meal": "mid" },
      ...{ "step-meals-per-day": "3", "step-habits": ["sugar"], "step-diet": "vegan", "step-allergies": ["none"], "step-foods-avoided": ["tofu"] },
      ...{ "step-cooking-time": "30", "step-activity": "moderate" },
    };
    const withHormones = [...history, "step-hormones"];
    expect(check("step-hormones", withHormones, answers)).toEqual({ allowed: true });
    expect(check("step-strength", withHormones, answers)).toEqual({ allowed: false, expectedStepId: "step-hormones" });
    expect(check("step-strength", withHormones, { ...answers, "step-gender": "male" })).toEqual({ allowed: true });
  });
});
