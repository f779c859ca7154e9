import { z } from "zod";

/** Body of POST /v4.0/site/auth. */
export const siteAuthRequestSchema = z.object({ token: z.string().min(1).max(512) });

/** Answer of POST /v4.0/site/auth: the bearer token and its expiry in epoch seconds. */
export const siteAuthResponseSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.number().int().positive(),
});
export type SiteAuthResponse = z.infer<typeof siteAuthResponseSchema>;

export const siteAuthPath = "/v4.0/site/auth";
