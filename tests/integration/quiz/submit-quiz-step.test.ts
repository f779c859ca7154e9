import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { findQuizSession } from "@/features/quiz/server/quiz-session-store";
import { loadQuizStep } from "@/features/quiz/server/load-quiz-step";
import { submitQuizStep, type SubmitStepInput } from "@/features/quiz/server/submit-quiz-step";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
import { createTestDatabase } from "../../helpers/test-db";
import { mixRoute, newSession, visitorBase, walkTo } from "./walk-quiz";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const route = mixRoute;
const base = visitorBase;
function input(session: string, stepId: string, raw: SubmitStepInput["raw"], extra: Partial<SubmitStepInput> = {}): SubmitStepInput {
  return { ...base(session, extra), stepId, raw };
}

describe("submitting quiz steps", () => {
  it("saves every answer, follows the gender branch and records the path taken", async () => {
    const visitor = newSession();
    const db = handle.db;
    const first = await submitQuizStep(db, input(visitor, "step-gender", { value: "male" }));
    expect(first).toMatchObject({
      kind: "saved",
      nextStepId: "step-age",
      path: "/fasting-mix-2968/step-age",
    });
    // Mid-quiz answers plan nothing ahead.
    expect(first).not.toHaveProperty("planAhead");
    await walkTo(db, base(visitor), "step-activity", { "step-gender": { value: "male" } });
    const afterActivity = await submitQuizStep(db, input(visitor, "step-activity", { value: "moderate" }));
    expect(afterActivity).toMatchObject({ nextStepId: "step-strength" });
    const session = await findQuizSession(db, visitor, "fasting-mix-2968");
    expect(session?.answers).toMatchObject({ "step-gender": "male", "step-activity": "moderate" });
    expect(session?.history.slice(0, 2)).toEqual(["step-gender", "step-age"]);
    expect(session?.history.slice(-2)).toEqual(["step-activity", "step-strength"]);

    const view = await loadQuizStep(db, { route, stepId: "step-strength", sessionTokenHash: visitor, locale: "en", compactSwitchOn: false, attribution: {} });
    expect(view?.position.previousId).toBe("step-activity");
    expect(view?.position.number).toBe(session!.history.length);
  });

  it("a rejected answer changes nothing already saved", async () => {
    const visitor = newSession();
    await submitQuizStep(handle.db, input(visitor, "step-gender", { value: "female" }));
    expect(await submitQuizStep(handle.db, input(visitor, "step-age", { value: "7" }))).toEqual({
      kind: "invalid",
      field: "value",
      error: "invalid_option",
    });
    expect(await submitQuizStep(handle.db, input(visitor, "step-gender", { value: "robot" }))).toMatchObject({ kind: "invalid", error: "invalid_option" });
    expect((await findQuizSession(handle.db, visitor, "fasting-mix-2968"))?.answers).toEqual({ "step-gender": "female" });
  });

  it("unknown funnels, configs and steps are reported, not thrown", async () => {
    const visitor = newSession();
    expect(await submitQuizStep(handle.db, { ...input(visitor, "step-age", { value: "x" }), route: { shape: "standard", quizName: "nope" } })).toEqual({ kind: "unknown_funnel" });
    expect(await submitQuizStep(handle.db, input(visitor, "step-nope", {}))).toEqual({ kind: "unknown_step" });
    expect(
      await submitQuizStep(handle.db, { ...input(visitor, "step-gender", { value: "male" }), route: { shape: "config", quizName: "fasting-mix-2968", configName: "nope" } }),
    ).toEqual({ kind: "unknown_step" });
  });

  it("e-mail capture creates the user with the answers as profile; the last step ends on the final page", async () => {
    const visitor = newSession();
    const db = handle.db;
    await walkTo(db, base(visitor), "step-email", {
      "step-gender": { value: "female" },
      "step-fasting-experience": { value: "regular" },
      "step-first-meal": { value: "skip" },
      "step-meals-per-day": { value: "2" },
      "step-diet": { value: "vegetarian" },
      "step-allergies": { values: ["tree-nuts", "peanuts"] },
      "step-foods-avoided": { values: ["none"] },
      "step-cooking-time": { value: "any" },
      "step-height": { unit: "ftin", ft: "5", in: "5" },
      "step-weight": { unit: "kg", kg: "72" },
      "step-target-weight": { unit: "kg", kg: "65" },
    });
    const email = `Quiz.${visitor.slice(0, 8)}@Example.com`;
    const captured = await submitQuizStep(db, input(visitor, "step-email", { email }));
    expect(captured).toMatchObject({ kind: "saved", nextStepId: "step-building-plan" });
    // The quiz is closing: the answer carries the profile to plan the week ahead for the final page.
    expect(captured).toMatchObject({ planAhead: { gender: "female", weightKg: 72, targetWeightKg: 65 } });
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user?.profile).toMatchObject({ gender: "female", heightCm: 165.1, weightKg: 72, units: "metric", funnel: "fasting-mix-2968" });
    // The plan answers are stored with the user at this very step.
    expect(user?.profile).toMatchObject({
      fastingExperience: "regular",
      firstMeal: "skip",
      mealsPerDay: "2",
      diet: "vegetarian",
      allergies: ["tree-nuts", "peanuts"],
      dislikes: [],
      cookingTime: "any",
    });
    expect((await findQuizSession(db, visitor, "fasting-mix-2968"))?.userUuid).toBe(user?.uuid);
    expect(await submitQuizStep(db, input(visitor, "step-building-plan", {}))).toMatchObject({ planAhead: { weightKg: 72 } });
    expect(await submitQuizStep(db, input(visitor, "step-summary", {}))).toMatchObject({ nextStepId: null, path: "/fasting-mix-2968/final", planAhead: { weightKg: 72 } });
    expect((await findQuizSession(db, visitor, "fasting-mix-2968"))?.completed).toBe(true);
  });

  it("the compact layout, once switched on by the flag, stays on for the visitor", async () => {
    const visitor = newSession();
    const flagged = { country: "DE", compactSwitchOn: true };
    await submitQuizStep(handle.db, input(visitor, "step-gender", { value: "female" }, flagged));
    const session = await findQuizSession(handle.db, visitor, "fasting-mix-2968");
    expect(session?.layout).toBe("compact");
    await walkTo(handle.db, base(visitor, { country: "CH", compactSwitchOn: true }), "step-fasting-experience");
    const outside = await submitQuizStep(handle.db, input(visitor, "step-fasting-experience", { value: "never" }, { country: "CH", compactSwitchOn: true }));
    expect(outside).toMatchObject({ nextStepId: "step-first-meal" });
    const other = newSession();
    await submitQuizStep(handle.db, input(other, "step-gender", { value: "female" }, { country: "CH", compactSwitchOn: true }));
    expect((await findQuizSession(handle.db, other, "fasting-mix-2968"))?.layout).toBe("standard");
  });
});
