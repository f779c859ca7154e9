import "server-only";
import { eq, sql } from "drizzle-orm";
import {
  CreateProfileInternalApiError,
  CreateProfileValidationError,
  UpdateProfileValidationError,
} from "@/features/errors/domain/named-errors";
import { profileFieldErrors, userEmailSchema, userProfileSchema } from "@/features/quiz/domain/user-profile";
import type { Db } from "@/server/db/db-type";
import { users } from "@/server/db/schema/quiz";

export type CapturedUser = { uuid: string; email: string; created: boolean };

/**
 * E-mail capture: creates the user (uuid + e-mail, unique regardless of case) with the answers
 * as profile, or, when the e-mail is known, merges the new answers into that user's profile.
 * Throws CreateProfileValidationError / UpdateProfileValidationError (context.fields: field →
 * codes) when the e-mail or the profile is not valid; nothing is written then.
 */
export async function captureQuizEmail(
  db: Db,
  input: { email: string; profile: Record<string, unknown>; locale: string; consent: boolean | null },
): Promise<CapturedUser> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email));
  const emailCheck = userEmailSchema.safeParse(email);
  const profile = userProfileSchema.safeParse(input.profile);
  if (!emailCheck.success || !profile.success) {
    const fields = {
      ...(emailCheck.success ? {} : { email: ["invalid_email"] }),
      ...(profile.success ? {} : profileFieldErrors(profile.error)),
    };
    const ErrorKind = existing ? UpdateProfileValidationError : CreateProfileValidationError;
    throw new ErrorKind(existing ? "The profile update is not valid." : "The new profile is not valid.", {
      context: { fields },
    });
  }
  const consent = input.consent === null ? null : { granted: input.consent, at: new Date().toISOString() };
  if (existing) {
    const merged = { ...(existing.profile as Record<string, unknown>), ...profile.data };
    await db
      .update(users)
      .set({ profile: merged, ...(consent ? { emailConsent: consent } : {}), updatedAt: new Date() })
      .where(eq(users.uuid, existing.uuid));
    return { uuid: existing.uuid, email: existing.email, created: false };
  }
  try {
    const [row] = await db
      .insert(users)
      .values({ email, profile: profile.data, locale: input.locale, emailConsent: consent })
      .onConflictDoNothing()
      .returning({ uuid: users.uuid });
    if (row) return { uuid: row.uuid, email, created: true };
    // Another request created the same e-mail a moment ago: that user is the one.
    const [winner] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email));
    if (winner) return { uuid: winner.uuid, email: winner.email, created: false };
  } catch (error) {
    throw new CreateProfileInternalApiError("Creating the user failed.", { cause: error });
  }
  throw new CreateProfileInternalApiError("Creating the user failed.");
}
