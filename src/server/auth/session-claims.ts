import "server-only";
import { z } from "zod";

/** The name of the signed session cookie (set by sign-in; see docs/site.md). */
export const sessionCookieName = "session";

/**
 * Claims of the signed session cookie. `staff` is set only by the staff sign-in, which is the
 * one source of `isManagementUser`.
 */
export const sessionClaimsSchema = z.object({
  uuid: z.string().min(1),
  email: z.email(),
  staff: z.boolean().optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** Sessions have their own audience and key ring (SESSION_KEYS), apart from site tokens. */
export const sessionAudience = "platewise-session";
export const sessionIssuer = "platewise";
