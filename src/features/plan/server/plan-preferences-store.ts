import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { planPreferences } from "@/server/db/schema/meal-plans";
import { users } from "@/server/db/schema/quiz";
import { planPreferencesFromProfile } from "../domain/profile-defaults";
import type { PlanPreferences } from "../domain/plan-preferences";
import { storedPlanPreferencesSchema } from "./plan-preferences-schema";

/** A person's plan settings and what they are built from. `version` names them for plans. */
export type PlanSettings = {
  preferences: PlanPreferences;
  /** "profile" until saved; then the save's time (ISO). */
  version: string;
  saved: boolean;
  profile: Record<string, unknown>;
  locale: string;
};

/** The saved settings, else those from the quiz profile; null for an unknown user. */
export async function readPlanSettings(db: Db, userUuid: string): Promise<PlanSettings | null> {
  const [row] = await db
    .select({ profile: users.profile, locale: users.locale, saved: planPreferences.preferences, updatedAt: planPreferences.updatedAt })
    .from(users)
    .leftJoin(planPreferences, eq(planPreferences.userUuid, users.uuid))
    .where(eq(users.uuid, userUuid));
  if (!row) return null;
  const profile = (row.profile && typeof row.profile === "object" ? row.profile : {}) as Record<string, unknown>;
  const stored = row.saved ? storedPlanPreferencesSchema.safeParse(row.saved) : null;
  if (stored?.success && row.updatedAt) {
    return { preferences: stored.data, version: row.updatedAt.toISOString(), saved: true, profile, locale: row.locale };
  }
  return { preferences: planPreferencesFromProfile(profile), version: "profile", saved: false, profile, locale: row.locale };
}

/** Saves the settings; answers the new version. */
export async function savePlanPreferences(db: Db, userUuid: string, preferences: PlanPreferences, now: Date): Promise<string> {
  await db
    .insert(planPreferences)
    .values({ userUuid, preferences, updatedAt: now })
    .onConflictDoUpdate({ target: planPreferences.userUuid, set: { preferences, updatedAt: now } });
  return now.toISOString();
}
