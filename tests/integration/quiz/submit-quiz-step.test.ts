import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { findQuizSession } from "@/features/quiz/server/quiz-session-store";
import { loadQuizStep } from "@/features/quiz/server/load-quiz-step";
import { submitQuizStep, type SubmitStepInput } from "@/features/quiz/server/submit-quiz-step";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
import { createTestDatabase } from "../../helpers/test-db";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const route = { shape: "standard", quizName: "fasting-mix-2968" } as const;
function input(proxyUserId: string, stepId: string, raw: SubmitStepInput["raw"], extra: Partial<SubmitStepInput> = {}): SubmitStepInput {
  return { proxyUserId, route, stepId, raw, locale: "en", compactSwitchOn: false, attribution: {}, today: "2026-06-01", ...extra };
}

describe("submitting quiz steps", () => {
  it("saves every answer, follows the gender branch and records the path taken", async () => {
    const visitor = randomUUID();
    const db = handle.db;
    expect(await submitQuizStep(db, input(visitor, "step-gender", { value: "male" }))).toMatchObject({
      kind: "saved",
      nextStepId: "step-age",
      path: "/fasting-mix-2968/step-age",
    });
    await submitQuizStep(db, input(visitor, "step-age", { value: "30-39" }));
    const afterActivity = await submitQuizStep(db, input(visitor, "step-activity", { value: "moderate" }));
    expect(afterActivity).toMatchObject({ nextStepId: "step-strength" });
    const session = await findQuizSession(db, visitor, "fasting-mix-2968");
    expect(session?.answers).toEqual({ "step-gender": "male", "step-age": "30-39", "step-activity": "moderate" });
    expect(session?.history).toEqual(["step-gender", "step-age", "step-goal", "step-activity", "step-strength"]);

    const view = await loadQuizStep(db, { route, stepId: "step-strength", proxyUserId: visitor, locale: "en", compactSwitchOn: false, attribution: {} });
    expect(view?.position.previousId).toBe("step-activity");
    expect(view?.position.number).toBe(5);
  });

  it("a rejected answer changes nothing already saved", async () => {
    const visitor = randomUUID();
    await submitQuizStep(handle.db, input(visitor, "step-gender", { value: "female" }));
    expect(await submitQuizStep(handle.db, input(visitor, "step-height", { unit: "cm", cm: "12" }))).toEqual({
      kind: "invalid",
      field: "value",
      error: "out_of_range",
    });
    expect(await submitQuizStep(handle.db, input(visitor, "step-gender", { value: "robot" }))).toMatchObject({ kind: "invalid", error: "invalid_option" });
    expect((await findQuizSession(handle.db, visitor, "fasting-mix-2968"))?.answers).toEqual({ "step-gender": "female" });
  });

  it("unknown funnels, configs and steps are reported, not thrown", async () => {
    const visitor = randomUUID();
    expect(await submitQuizStep(handle.db, { ...input(visitor, "step-age", { value: "x" }), route: { shape: "standard", quizName: "nope" } })).toEqual({ kind: "unknown_funnel" });
    expect(await submitQuizStep(handle.db, input(visitor, "step-nope", {}))).toEqual({ kind: "unknown_step" });
    expect(
      await submitQuizStep(handle.db, { ...input(visitor, "step-gender", { value: "male" }), route: { shape: "config", quizName: "fasting-mix-2968", configName: "nope" } }),
    ).toEqual({ kind: "unknown_step" });
  });

  it("e-mail capture creates the user with the answers as profile; the last step ends on the final page", async () => {
    const visitor = randomUUID();
    const db = handle.db;
    await submitQuizStep(db, input(visitor, "step-gender", { value: "female" }));
    await submitQuizStep(db, input(visitor, "step-height", { unit: "ftin", ft: "5", in: "5" }));
    await submitQuizStep(db, input(visitor, "step-weight", { unit: "kg", kg: "72" }));
    const email = `Quiz.${visitor.slice(0, 8)}@Example.com`;
    const captured = await submitQuizStep(db, input(visitor, "step-email", { email }));
    expect(captured).toMatchObject({ kind: "saved", nextStepId: "step-building-plan" });
    const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user?.profile).toEqual({ gender: "female", heightCm: 165.1, weightKg: 72, units: "metric", funnel: "fasting-mix-2968" });
    expect((await findQuizSession(db, visitor, "fasting-mix-2968"))?.userUuid).toBe(user?.uuid);
    expect(await submitQuizStep(db, input(visitor, "step-summary", {}))).toMatchObject({ nextStepId: null, path: "/fasting-mix-2968/final" });
    expect((await findQuizSession(db, visitor, "fasting-mix-2968"))?.completed).toBe(true);
  });

  it("the compact layout, once switched on by the flag, stays on for the visitor", async () => {
    const visitor = randomUUID();
    const flagged = { country: "DE", compactSwitchOn: true };
    await submitQuizStep(handle.db, input(visitor, "step-gender", { value: "female" }, flagged));
    const session = await findQuizSession(handle.db, visitor, "fasting-mix-2968");
    expect(session?.layout).toBe("compact");
    const outside = await submitQuizStep(handle.db, input(visitor, "step-fasting-experience", { value: "never" }, { country: "CH", compactSwitchOn: true }));
    expect(outside).toMatchObject({ nextStepId: "step-first-meal" });
    const other = randomUUID();
    await submitQuizStep(handle.db, input(other, "step-gender", { value: "female" }, { country: "CH", compactSwitchOn: true }));
    expect((await findQuizSession(handle.db, other, "fasting-mix-2968"))?.layout).toBe("standard");
  });
});
