import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { findQuizSession } from "@/features/quiz/server/quiz-session-store";
import { submitQuizStep, type SubmitStepInput } from "@/features/quiz/server/submit-quiz-step";
import type { DatabaseHandle } from "@/server/db/create-database";
import { quizSessions, users } from "@/server/db/schema/quiz";
import { createTestDatabase } from "../../helpers/test-db";
import { newSession, visitorBase, walkTo } from "./walk-quiz";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const base = (session: string) => visitorBase(session);
const emailStep = (session: string, email: string, consent?: string): SubmitStepInput => ({
  ...base(session),
  stepId: "step-email",
  raw: consent ? { email, consent } : { email },
});

describe("an e-mail entered at the quiz proves nothing about owning it", () => {
  it("someone entering an existing user's e-mail changes neither that user's profile nor consent", async () => {
    const db = handle.db;
    const [victim] = await db
      .insert(users)
      .values({ email: "ana@example.com", profile: { gender: "female", weightKg: 61 }, emailConsent: { granted: false, at: "2026-01-01T00:00:00.000Z" } })
      .returning();
    const attacker = newSession();
    await walkTo(db, base(attacker), "step-email", { "step-gender": { value: "male" }, "step-weight": { unit: "kg", kg: "140" } });
    const result = await submitQuizStep(db, emailStep(attacker, "ANA@example.com", "on"));

    const [after] = await db.select().from(users).where(eq(users.uuid, victim!.uuid));
    expect(after).toEqual(victim);
    const session = await findQuizSession(db, attacker, "fasting-mix-2968");
    expect(session?.userUuid).toBeNull();
    expect(session?.answers).toMatchObject({ "step-gender": "male", "step-email": { email: "ana@example.com", consent: true } });
    const [row] = await db.select().from(quizSessions).where(eq(quizSessions.sessionTokenHash, attacker));
    expect(row).toMatchObject({ unverifiedEmail: "ana@example.com", emailConsent: { granted: true } });

    // The visitor cannot tell: a new address leads to the very same next step. (The profile the
    // server plans the week ahead for stays on the server: each is the visitor's own answers.)
    const stranger = newSession();
    await walkTo(db, base(stranger), "step-email");
    const fresh = await submitQuizStep(db, emailStep(stranger, `new-${randomUUID()}@example.com`));
    const seen = (answer: typeof result) => ({ ...answer, planAhead: undefined });
    expect(seen(result)).toEqual({ ...seen(fresh), answer: { email: "ana@example.com", consent: true } });
  });

  it("one address sent too often is refused with a field error, and nothing is saved", async () => {
    const db = handle.db;
    const email = `flood-${randomUUID()}@example.com`;
    const session = newSession();
    await walkTo(db, base(session), "step-email");
    for (let i = 0; i < 10; i++) {
      expect(await submitQuizStep(db, emailStep(session, email))).toMatchObject({ kind: "saved" });
    }
    const before = await findQuizSession(db, session, "fasting-mix-2968");
    const other = newSession();
    await walkTo(db, base(other), "step-email");
    const refused = await submitQuizStep(db, emailStep(other, email.toUpperCase()));
    expect(refused).toMatchObject({ kind: "invalid", field: "email", error: "email_rate_limited" });
    expect((await findQuizSession(db, other, "fasting-mix-2968"))?.answers["step-email"]).toBeUndefined();
    expect(await findQuizSession(db, session, "fasting-mix-2968")).toEqual(before);
  });
});
