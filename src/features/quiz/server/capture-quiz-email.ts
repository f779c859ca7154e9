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

/**
 * `userUuid`: the user this session may write to (one it created), or null when the address
 * belongs to someone else: then nothing about that user changes and the caller keeps the
 * address on the session only, unproven (merge rule: docs/quiz.md, "E-mail ownership").
 */
export type CapturedEmail = { userUuid: string | null; created: boolean };

/**
 * E-mail capture without proof of owning the address. A new address creates the user
 * (uuid + e-mail, unique regardless of case) with the answers as profile. A known address is
 * written to only when it is the user this same session created (`sessionUserUuid`); any other
 * known user is left exactly as stored, and the answer looks the same as for a new address.
 * Throws CreateProfileValidationError (UpdateProfileValidationError for the session's own user)
 * with context.fields when the e-mail or the profile is not valid; nothing is written then.
 */
export async function captureQuizEmail(
  db: Db,
  input: {
    email: string;
    profile: Record<string, unknown>;
    locale: string;
    consent: boolean | null;
    sessionUserUuid: string | null;
  },
): Promise<CapturedEmail> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ uuid: users.uuid, profile: users.profile }).from(users).where(eq(sql`lower(${users.email})`, email));
  const own = existing !== undefined && existing.uuid === input.sessionUserUuid;
  const emailCheck = userEmailSchema.safeParse(email);
  const profile = userProfileSchema.safeParse(input.profile);
  if (!emailCheck.success || !profile.success) {
    const fields = {
      ...(emailCheck.success ? {} : { email: ["invalid_email"] }),
      ...(profile.success ? {} : profileFieldErrors(profile.error)),
    };
    const ErrorKind = own ? UpdateProfileValidationError : CreateProfileValidationError;
    throw new ErrorKind(own ? "The profile update is not valid." : "The new profile is not valid.", { context: { fields } });
  }
  const consent = input.consent === null ? null : { granted: input.consent, at: new Date().toISOString() };
  if (existing && own) {
    const merged = { ...(existing.profile as Record<string, unknown>), ...profile.data };
    await db
      .update(users)
      .set({ profile: merged, ...(consent ? { emailConsent: consent } : {}), updatedAt: new Date() })
      .where(eq(users.uuid, existing.uuid));
    return { userUuid: existing.uuid, created: false };
  }
  if (existing) return { userUuid: null, created: false };
  try {
    const [row] = await db
      .insert(users)
      .values({ email, profile: profile.data, locale: input.locale, emailConsent: consent })
      .onConflictDoNothing()
      .returning({ uuid: users.uuid });
    // No row: another request created the same address a moment ago; it is not this session's.
    return row ? { userUuid: row.uuid, created: true } : { userUuid: null, created: false };
  } catch (error) {
    throw new CreateProfileInternalApiError("Creating the user failed.", { cause: error });
  }
}
