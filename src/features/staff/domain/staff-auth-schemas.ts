import { z } from "zod";

export const staffSignInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(256),
});

/** A TOTP code (6 digits, spaces allowed) or a recovery code. */
export const staffCodeSchema = z.object({
  code: z
    .string()
    .max(40)
    .transform((value) => value.replace(/\s+/g, "")),
  kind: z.enum(["totp", "recovery"]).default("totp"),
});

export const staffPasswordSchema = z.object({ password: z.string().min(1).max(256) });
export const staffTotpSchema = z.object({ code: z.string().regex(/^\s*\d{3}\s?\d{3}\s*$/).transform((v) => v.replace(/\s+/g, "")) });
