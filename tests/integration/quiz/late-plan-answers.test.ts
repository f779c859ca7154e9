import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { funnelDefinitionSchema } from "@/features/quiz/domain/funnel-definition";
import { publishFunnel, saveFunnelDraft } from "@/features/quiz/server/funnel-store";
import { submitQuizStep } from "@/features/quiz/server/submit-quiz-step";
import { planPreferencesFromProfile } from "@/features/plan/domain/profile-defaults";
import type { DatabaseHandle } from "@/server/db/create-database";
import { users } from "@/server/db/schema/quiz";
import { createTestDatabase } from "../../helpers/test-db";
import { newSession, visitorBase } from "./walk-quiz";

const name = "late-plan-questions";
const text = (en: string) => ({ en });
const funnel = funnelDefinitionSchema.parse({
  schemaVersion: 1,
  name,
  title: "Plan questions after the e-mail",
  steps: [
    { id: "step-email", type: "email", title: text("E-mail"), consentLabel: text("Tips by e-mail") },
    {
      id: "step-diet",
      type: "single",
      field: "diet",
      title: text("Diet"),
      options: ["omnivore", "vegetarian"].map((value) => ({ value, label: text(value) })),
    },
    {
      id: "step-allergies",
      type: "multi",
      field: "allergies",
      title: text("Allergies"),
      options: ["tree-nuts", "peanuts", "gluten"].map((value) => ({ value, label: text(value) })),
      noneOption: { value: "none", label: text("None") },
    },
    { id: "step-summary", type: "summary", title: text("Summary") },
  ],
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await saveFunnelDraft(handle.db, funnel);
  await publishFunnel(handle.db, name);
});
afterAll(async () => {
  await handle?.close();
});

describe("plan answers given after the e-mail step", () => {
  it("reach the session's own user profile, so the plan uses them", async () => {
    const session = newSession();
    const base = { ...visitorBase(session), route: { shape: "standard", quizName: name } as const };
    const email = `late.${session.slice(0, 8)}@example.com`;
    expect(await submitQuizStep(handle.db, { ...base, stepId: "step-email", raw: { email } })).toMatchObject({ kind: "saved" });
    expect(await submitQuizStep(handle.db, { ...base, stepId: "step-diet", raw: { value: "vegetarian" } })).toMatchObject({ kind: "saved" });
    expect(await submitQuizStep(handle.db, { ...base, stepId: "step-allergies", raw: { values: ["tree-nuts", "peanuts"] } })).toMatchObject({
      kind: "saved",
    });
    const [user] = await handle.db.select({ profile: users.profile }).from(users).where(eq(users.email, email));
    expect(user?.profile).toMatchObject({ diet: "vegetarian", allergies: ["tree-nuts", "peanuts"] });
    expect(planPreferencesFromProfile(user!.profile as Record<string, unknown>)).toMatchObject({
      diet: "vegetarian",
      allergies: ["tree-nuts", "peanuts"],
    });
  });

  it("none of the above is stored as an empty list, not as an allergen", async () => {
    const session = newSession();
    const base = { ...visitorBase(session), route: { shape: "standard", quizName: name } as const };
    const email = `none.${session.slice(0, 8)}@example.com`;
    await submitQuizStep(handle.db, { ...base, stepId: "step-email", raw: { email } });
    await submitQuizStep(handle.db, { ...base, stepId: "step-diet", raw: { value: "omnivore" } });
    expect(await submitQuizStep(handle.db, { ...base, stepId: "step-allergies", raw: { values: ["none"] } })).toMatchObject({ kind: "saved" });
    const [user] = await handle.db.select({ profile: users.profile }).from(users).where(eq(users.email, email));
    expect(user?.profile).toMatchObject({ diet: "omnivore", allergies: [] });
  });
});
