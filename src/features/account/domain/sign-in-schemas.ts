import { z } from "zod";

/** An e-mail address as the sign-in form sends it (trimmed; compared in lower case). */
export const signInEmailSchema = z.string().trim().max(254).pipe(z.email());

/** Where to go once signed in, as the page asked (`?next=`); signInDestination checks it. */
const nextSchema = z.string().max(1_000).optional();

/** POST /api/auth/signin/request */
export const signInRequestSchema = z.object({ email: signInEmailSchema, locale: z.string().max(8).optional(), next: nextSchema }).strict();

/** POST /api/auth/signin/code — `code` as typed; normalizeSignInCode reads it. */
export const signInCodeSchema = z
  .object({ email: signInEmailSchema, code: z.string().max(40), locale: z.string().max(8).optional(), next: nextSchema })
  .strict();
