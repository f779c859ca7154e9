import { z } from "zod";

/**
 * A two-letter country code, upper-cased. Cloudflare's `XX` (unknown) and `T1` (Tor) are not
 * countries and are refused, so the next source is used instead.
 */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase())
  .refine((value) => value !== "XX" && value !== "T1");

export function parseCountryCode(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = countryCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
