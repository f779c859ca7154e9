import { describe, expect, it } from "vitest";
import { dietTypes } from "@/features/meal-plan/domain/recipe";
import {
  askedPlanFields,
  planAnswerFields,
  planAnswerKind,
  planAnswerOptions,
  planFromAnswers,
  type PlanAnswerField,
} from "@/features/plan/domain/quiz-plan-answers";
import type { Answers } from "@/features/quiz/domain/answers";
import { nextStepId } from "@/features/quiz/domain/branching";
import type { FunnelDefinition, FunnelStep } from "@/features/quiz/domain/funnel-definition";
import { profileFromAnswers } from "@/features/quiz/domain/profile";
import { stepSequence, type FunnelLayout } from "@/features/quiz/domain/step-sequence";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";

type BoundStep = Extract<FunnelStep, { type: "single" | "multi" }> & { field: string };

function planSteps(funnel: FunnelDefinition): BoundStep[] {
  return funnel.steps.filter(
    (step): step is BoundStep =>
      (step.type === "single" || step.type === "multi") && !!step.field && (planAnswerFields as readonly string[]).includes(step.field),
  );
}

/** The steps a visitor walks from the first step to the e-mail step, with these answers. */
function pathToEmail(funnel: FunnelDefinition, layout: FunnelLayout, answers: Answers): string[] {
  const sequence = stepSequence(funnel, { layout });
  const path: string[] = [];
  let current: string | null = sequence[0]!.id;
  while (current && sequence.find((s) => s.id === current)?.type !== "email" && path.length < 60) {
    path.push(current);
    current = nextStepId(funnel, sequence, current, { answers, profile: profileFromAnswers(funnel, answers), instructions: {}, attribution: {} });
  }
  expect(current, `${funnel.name} reaches the e-mail step`).not.toBeNull();
  return path;
}

describe("the demo funnels ask what the meal plan needs", () => {
  it.each(demoFunnels.map((f) => [f.name, f] as const))("%s asks every plan field, each on one step", (_, funnel) => {
    expect(askedPlanFields(funnel)).toEqual([...planAnswerFields]);
    const fields = planSteps(funnel).map((step) => step.field);
    expect(new Set(fields).size).toBe(fields.length);
  });

  it.each(demoFunnels.map((f) => [f.name, f] as const))("%s asks every plan step before the e-mail step", (_, funnel) => {
    for (const layout of ["standard", "compact"] as const) {
      const order = stepSequence(funnel, { layout }).map((step) => step.id);
      const email = order.findIndex((id) => id === "step-email");
      expect(email, `${funnel.name} ${layout}`).toBeGreaterThan(0);
      for (const step of planSteps(funnel)) expect(order.indexOf(step.id), `${funnel.name} ${layout} ${step.id}`).toBeLessThan(email);
      // Branching never leads past a plan step: every visitor answers all of them before the e-mail.
      for (const gender of ["female", "male"]) {
        const walked = pathToEmail(funnel, layout, { "step-gender": gender });
        for (const step of planSteps(funnel)) expect(walked, `${funnel.name} ${layout} ${gender}`).toContain(step.id);
      }
    }
  });

  it.each(demoFunnels.map((f) => [f.name, f] as const))("%s offers only option values the plan understands", (_, funnel) => {
    for (const step of planSteps(funnel)) {
      const field = step.field as PlanAnswerField;
      expect(step.type, step.id).toBe(planAnswerKind[field]);
      for (const option of step.options) expect(planAnswerOptions[field], `${step.id} ${option.value}`).toContain(option.value);
      if (step.type === "multi") {
        expect(step.noneOption?.value, step.id).toBe("none");
        expect(step.options.map((o) => o.value), step.id).toEqual([...planAnswerOptions[field]]);
      }
    }
    const diet = planSteps(funnel).find((step) => step.field === "diet")!;
    expect(diet.options.map((o) => o.value)).toEqual([...dietTypes]);
  });

  it("the answers become the plan settings through the profile", () => {
    const mix = demoFunnels.find((f) => f.name === "fasting-mix-2968")!;
    const faster: Answers = {
      "step-fasting-experience": "regular",
      "step-first-meal": "skip",
      "step-meals-per-day": "2",
      "step-diet": "vegetarian",
      "step-allergies": ["tree-nuts", "peanuts"],
      "step-foods-avoided": ["none"],
      "step-cooking-time": "30",
    };
    expect(planFromAnswers(profileFromAnswers(mix, faster))).toEqual({
      preferences: {
        diet: "vegetarian",
        allergies: ["tree-nuts", "peanuts"],
        dislikes: [],
        mealsPerDay: 2,
        maxMinutes: 30,
        fastingExperience: "experienced",
        firstMealTime: "12:00",
      },
      answered: [...planAnswerFields],
    });
    const beginner: Answers = {
      "step-fasting-experience": "never",
      "step-first-meal": "early",
      "step-meals-per-day": "3",
      "step-diet": "omnivore",
      "step-allergies": ["none"],
      "step-foods-avoided": ["mushrooms", "olives"],
      "step-cooking-time": "any",
    };
    expect(planFromAnswers(profileFromAnswers(mix, beginner)).preferences).toEqual({
      diet: "omnivore",
      allergies: [],
      dislikes: ["mushrooms", "olives"],
      mealsPerDay: 3,
      maxMinutes: null,
      fastingExperience: "none",
      firstMealTime: "07:00",
    });
  });
});
