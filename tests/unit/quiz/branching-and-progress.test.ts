import { describe, expect, it } from "vitest";
import type { Answers } from "@/features/quiz/domain/answers";
import { nextStepId, remainingSteps, type BranchContext } from "@/features/quiz/domain/branching";
import { funnelDefinitionSchema } from "@/features/quiz/domain/funnel-definition";
import { profileFromAnswers } from "@/features/quiz/domain/profile";
import { advanceHistory, stepPosition } from "@/features/quiz/domain/quiz-path";
import { stepSequence } from "@/features/quiz/domain/step-sequence";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";

const mix = demoFunnels.find((f) => f.name === "fasting-mix-2968")!;

function context(answers: Answers, extra: Partial<BranchContext> = {}): BranchContext {
  return { answers, profile: profileFromAnswers(mix, answers), instructions: {}, attribution: {}, ...extra };
}

describe("branching", () => {
  const sequence = stepSequence(mix);

  it("follows the step-gender branch: men get the strength question, women the hormones one", () => {
    expect(nextStepId(mix, sequence, "step-activity", context({ "step-gender": "male" }))).toBe("step-strength");
    expect(nextStepId(mix, sequence, "step-activity", context({ "step-gender": "female" }))).toBe("step-hormones");
    expect(nextStepId(mix, sequence, "step-hormones", context({ "step-gender": "female" }))).toBe("step-sleep");
  });

  it("goes to the next step in order without a matching rule, and to null after the last", () => {
    expect(nextStepId(mix, sequence, "step-gender", context({}))).toBe("step-age");
    expect(nextStepId(mix, sequence, "step-summary", context({}))).toBeNull();
    expect(nextStepId(mix, sequence, "no-such-step", context({}))).toBeNull();
  });

  it("reads answers, instructions, attribution, country and locale in conditions", () => {
    const definition = funnelDefinitionSchema.parse({
      schemaVersion: 1,
      name: "branchy",
      title: "Branchy",
      steps: [
        {
          id: "start",
          type: "info",
          variant: "statement",
          title: { en: "Start" },
          next: [
            { condition: "instructions.quiz_page == '/x'", stepId: "by-instruction" },
            { condition: "attribution.utm_source starts with 'fb'", stepId: "by-utm" },
            { condition: "country in ['DE', 'AT'] and locale == 'de'", stepId: "by-country" },
            { condition: "answers['pick'] == 'b'", stepId: "by-answer" },
            { condition: "this is not a condition ((", stepId: "by-answer" },
          ],
        },
        { id: "pick", type: "single", title: { en: "Pick" }, options: [{ value: "a", label: { en: "A" } }, { value: "b", label: { en: "B" } }] },
        { id: "by-instruction", type: "summary", title: { en: "1" } },
        { id: "by-utm", type: "summary", title: { en: "2" } },
        { id: "by-country", type: "summary", title: { en: "3" } },
        { id: "by-answer", type: "summary", title: { en: "4" } },
      ],
    });
    const seq = stepSequence(definition);
    const base = { answers: {}, profile: {}, instructions: {}, attribution: {} };
    expect(nextStepId(definition, seq, "start", { ...base, instructions: { quiz_page: "/x" } })).toBe("by-instruction");
    expect(nextStepId(definition, seq, "start", { ...base, attribution: { utm_source: "fb_ads" } })).toBe("by-utm");
    expect(nextStepId(definition, seq, "start", { ...base, country: "AT", locale: "de" })).toBe("by-country");
    expect(nextStepId(definition, seq, "start", { ...base, answers: { pick: "b" } })).toBe("by-answer");
    expect(nextStepId(definition, seq, "start", base)).toBe("pick");
  });

  it("skips to the next included step when a rule points at a step the layout left out", () => {
    const compact = stepSequence(mix, { layout: "compact" });
    const rules = { ...mix, steps: mix.steps.map((s) => (s.id === "step-fasting-experience" ? { ...s, next: [{ condition: "true", stepId: "info-fasting" }] } : s)) };
    expect(nextStepId(rules, compact, "step-fasting-experience", context({}))).toBe("step-first-meal");
  });
});

describe("path and progress", () => {
  const sequence = stepSequence(mix);

  it("history is the path taken; answering an earlier step again cuts what came after it", () => {
    let history: string[] = [];
    history = advanceHistory(history, "step-gender", "step-age");
    history = advanceHistory(history, "step-age", "step-goal");
    expect(history).toEqual(["step-gender", "step-age", "step-goal"]);
    expect(advanceHistory(history, "step-gender", "step-age")).toEqual(["step-gender", "step-age"]);
    expect(advanceHistory(["a"], "b", null)).toEqual(["a", "b"]);
  });

  it("progress counts the path taken plus the steps ahead on the visitor's branch", () => {
    const history = ["step-gender", "step-age", "step-goal"];
    const female = stepPosition({ definition: mix, sequence, history, stepId: "step-goal", context: context({ "step-gender": "female" }) });
    const male = stepPosition({ definition: mix, sequence, history, stepId: "step-goal", context: context({ "step-gender": "male" }) });
    expect(female.number).toBe(3);
    expect(female.previousId).toBe("step-age");
    expect(female.total).toBe(mix.steps.length - 1);
    expect(male.total).toBe(mix.steps.length - 1);
    expect(female.percent).toBe(Math.round((3 / female.total) * 100));
    const first = stepPosition({ definition: mix, sequence, history: [], stepId: "step-gender", context: context({}) });
    expect(first).toMatchObject({ number: 1, previousId: null });
    const last = stepPosition({ definition: mix, sequence, history: [], stepId: "step-summary", context: context({}) });
    expect(last.percent).toBe(100);
  });

  it("the remaining steps never loop", () => {
    const loop = funnelDefinitionSchema.parse({
      schemaVersion: 1,
      name: "loop",
      title: "Loop",
      steps: [
        { id: "a", type: "info", variant: "statement", title: { en: "A" }, next: [{ condition: "true", stepId: "b" }] },
        { id: "b", type: "info", variant: "statement", title: { en: "B" }, next: [{ condition: "true", stepId: "a" }] },
      ],
    });
    expect(remainingSteps(loop, stepSequence(loop), "a", { answers: {}, profile: {}, instructions: {}, attribution: {} })).toEqual(["b"]);
  });
});
