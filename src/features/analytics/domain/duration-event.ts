import { z } from "zod";
import type { Attribution } from "@/features/attribution/domain/attribution-params";

const id = z.string().max(300).optional();
const text = (max: number) => z.string().max(max).nullish();

/** The duration analytics call of spec section 7. */
export const durationEventSchema = z.object({
  backendUserId: text(64),
  event: z.string().min(1).max(80),
  host: text(255),
  quizName: text(120),
  userAgent: text(1024),
  country: text(8),
  /** The visitor's experiments (names or name → group). */
  exp: z.union([z.array(z.string().max(120)).max(50), z.record(z.string().max(120), z.string().max(120))]).nullish(),
  platforms: z.object({
    facebook: z.object({ fbc: id, fbp: id }).default({}),
    google: z.object({ gbraid: id, gclid: id, wbraid: id }).default({}),
    snapchat: z.object({ scid: id, ScCid: id }).default({}),
    tiktok: z.object({ ttclid: id }).default({}),
    twitter: z.object({ twclid: id }).default({}),
    yahoo: z.object({ vmcid: id }).default({}),
  }),
  project: text(80),
  proxyUserId: text(64),
  utm: z.object({ campaign: id, medium: id, source: id }).default({}),
});
export type DurationEvent = z.infer<typeof durationEventSchema>;
export type DurationEventInput = z.input<typeof durationEventSchema>;

/** Builds the call's body from the visitor's attribution. */
export function buildDurationEvent(input: {
  event: string;
  attribution: Attribution;
  backendUserId?: string | null;
  host?: string | null;
  quizName?: string | null;
  userAgent?: string | null;
  country?: string | null;
  exp?: DurationEventInput["exp"];
  project: string;
}): DurationEventInput {
  const a = input.attribution;
  return {
    backendUserId: input.backendUserId ?? null,
    event: input.event,
    host: input.host ?? null,
    quizName: input.quizName ?? null,
    userAgent: input.userAgent ?? null,
    country: input.country ?? null,
    exp: input.exp ?? null,
    platforms: {
      facebook: { fbc: a._fbc ?? a.custom_fbc, fbp: a._fbp },
      google: { gbraid: a.gbraid, gclid: a.gclid, wbraid: a.wbraid },
      snapchat: { scid: a._scid, ScCid: a.ScCid },
      tiktok: { ttclid: a.ttclid },
      twitter: { twclid: a.twclid },
      yahoo: { vmcid: a.vmcid },
    },
    project: input.project,
    proxyUserId: a.proxy_user_id ?? null,
    utm: { campaign: a.utm_campaign, medium: a.utm_medium, source: a.utm_source },
  };
}
