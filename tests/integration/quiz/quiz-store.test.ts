import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CreateProfileValidationError, UpdateProfileValidationError } from "@/features/errors/domain/named-errors";
import { askedPlanFields, planAnswerFields } from "@/features/plan/domain/quiz-plan-answers";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { captureQuizEmail } from "@/features/quiz/server/capture-quiz-email";
import { loadPublishedFunnel, publishFunnel, saveFunnelDraft } from "@/features/quiz/server/funnel-store";
import type { DatabaseHandle } from "@/server/db/create-database";
import { quizFunnelVersions, users } from "@/server/db/schema/quiz";
import { seedQuizFunnels } from "@/server/db/seed/seed-quiz-funnels";
import { createTestDatabase } from "../../helpers/test-db";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe("funnel store", () => {
  it("seeds the demo funnels once, published as version 1, aliases included", async () => {
    await seedQuizFunnels(handle.db);
    await seedQuizFunnels(handle.db);
    const mix = await loadPublishedFunnel(handle.db, "fasting-mix-2968");
    expect(mix?.version).toBe(1);
    expect(mix?.definition.steps.length).toBe(demoFunnels[1]!.steps.length);
    // A fresh database gets the funnels with their plan questions.
    for (const funnel of demoFunnels) expect(askedPlanFields((await loadPublishedFunnel(handle.db, funnel.name))!.definition)).toEqual([...planAnswerFields]);
    expect((await loadPublishedFunnel(handle.db, "fasting-mxfb-2968"))?.definition.name).toBe("fasting-mix-2968");
    expect(await loadPublishedFunnel(handle.db, "no-such-funnel")).toBeNull();
  });

  it("publishing adds an immutable version; editing the draft changes nothing visitors see", async () => {
    const woman = demoFunnels[0]!;
    await saveFunnelDraft(handle.db, { ...woman, title: "Edited title" });
    expect((await loadPublishedFunnel(handle.db, woman.name))?.definition.title).toBe(woman.title);
    expect(await publishFunnel(handle.db, woman.name)).toBe(2);
    const published = await loadPublishedFunnel(handle.db, woman.name);
    expect(published).toMatchObject({ version: 2, definition: { title: "Edited title" } });
    const versions = await handle.db.select().from(quizFunnelVersions).where(eq(quizFunnelVersions.funnelName, woman.name));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    expect((versions.find((v) => v.version === 1)!.definition as { title: string }).title).toBe(woman.title);
  });

  it("refuses an invalid draft", async () => {
    await expect(saveFunnelDraft(handle.db, { ...demoFunnels[0]!, steps: [] })).rejects.toThrow();
  });
});

describe("e-mail capture", () => {
  it("creates a user with the profile; the session that created it may update it, whatever the case of the e-mail", async () => {
    const first = await captureQuizEmail(handle.db, { email: "Mia@Example.com", profile: { gender: "female", heightCm: 165 }, locale: "de", consent: true, sessionUserUuid: null });
    expect(first.created).toBe(true);
    const again = await captureQuizEmail(handle.db, { email: "mia@EXAMPLE.com", profile: { weightKg: 70 }, locale: "de", consent: null, sessionUserUuid: first.userUuid });
    expect(again).toEqual({ userUuid: first.userUuid, created: false });
    const [row] = await handle.db.select().from(users).where(eq(users.uuid, first.userUuid!));
    expect(row!.profile).toEqual({ gender: "female", heightCm: 165, weightKg: 70 });
    expect(row!.emailConsent).toMatchObject({ granted: true });
  });

  it("a known address entered by another session is neither linked nor changed", async () => {
    const before = await handle.db.select().from(users).where(eq(users.email, "mia@example.com"));
    const other = await captureQuizEmail(handle.db, { email: "MIA@example.com", profile: { weightKg: 120 }, locale: "en", consent: false, sessionUserUuid: null });
    expect(other).toEqual({ userUuid: null, created: false });
    expect(await handle.db.select().from(users).where(eq(users.email, "mia@example.com"))).toEqual(before);
  });

  it("a profile out of bounds is a create-profile validation error for a new e-mail", async () => {
    const error = await captureQuizEmail(handle.db, { email: "new@example.com", profile: { heightCm: 20 }, locale: "en", consent: null, sessionUserUuid: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreateProfileValidationError);
    expect((error as CreateProfileValidationError).context).toEqual({ fields: { heightCm: ["too_small"] } });
    expect(await handle.db.select().from(users).where(eq(users.email, "new@example.com"))).toHaveLength(0);
  });

  it("the same error for someone else's known e-mail (nothing tells that it exists)", async () => {
    const error = await captureQuizEmail(handle.db, { email: "mia@example.com", profile: { age: 7 }, locale: "en", consent: null, sessionUserUuid: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CreateProfileValidationError);
  });

  it("and an update-profile validation error for the session's own user", async () => {
    const [mia] = await handle.db.select().from(users).where(eq(users.email, "mia@example.com"));
    const error = await captureQuizEmail(handle.db, { email: "mia@example.com", profile: { age: 7 }, locale: "en", consent: null, sessionUserUuid: mia!.uuid }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpdateProfileValidationError);
    expect(error).toMatchObject({ kind: "update-profile-validation" });
  });
});
