import "server-only";
import { eq } from "drizzle-orm";
import { userProfileSchema } from "@/features/quiz/domain/user-profile";
import type { Db } from "@/server/db/db-type";
import { users } from "@/server/db/schema/quiz";

/**
 * Keeps the user's stored profile up to date with answers given after the e-mail step (a step
 * bound to a profile field, e.g. the plan questions a funnel asks late): the session's own user
 * only, the profile's values merged over the stored ones. A value the profile schema refuses is
 * left out, never stored.
 */
export async function updateQuizProfile(db: Db, userUuid: string, profile: Record<string, unknown>): Promise<void> {
  const parsed = userProfileSchema.safeParse(profile);
  const values = parsed.success ? parsed.data : {};
  if (Object.keys(values).length === 0) return;
  const [row] = await db.select({ profile: users.profile }).from(users).where(eq(users.uuid, userUuid));
  if (!row) return;
  const merged = { ...((row.profile ?? {}) as Record<string, unknown>), ...values };
  await db.update(users).set({ profile: merged, updatedAt: new Date() }).where(eq(users.uuid, userUuid));
}
