import { z } from "zod";
import { maxParamLength } from "./attribution-params";
import type { AnalyticsUserProperties } from "./user-properties";

const field = z.string().trim().max(maxParamLength).nullish().transform((v) => v || undefined);

/** Body of `POST /v4.0/utm/{userUuid}/{event}`: the 12 fields of spec section 7. */
export const utmPayloadSchema = z.object({
  adName: field,
  asn: field,
  campId: field,
  campName: field,
  locale: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/, "Use a language code such as en or zh-CN.")
    .nullish()
    .transform((v) => v || "en"),
  placement: field,
  siteSource: field,
  utmCampaign: field,
  utmContent: field,
  utmMedium: field,
  utmSource: field,
  utmTerm: field,
});
export type UtmPayload = z.infer<typeof utmPayloadSchema>;
export type UtmPayloadInput = z.input<typeof utmPayloadSchema>;

/** The event path segment; absent means a purchase. */
export const defaultUtmEvent = "purchase";
export const utmEventNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "The event is 1-40 letters, digits, - or _.");
export const utmEventSchema = utmEventNameSchema.default(defaultUtmEvent);

/** The call's body from the analytics user-property set. */
export function toUtmPayload(props: AnalyticsUserProperties): UtmPayloadInput {
  return {
    adName: props.ad_name,
    asn: props.asn,
    campId: props.campId,
    campName: props.campName,
    locale: props.analyticsLocale ?? props.locale ?? "en",
    placement: props.placement,
    siteSource: props.site_source,
    utmCampaign: props.utmCampaign,
    utmContent: props.utmContent,
    utmMedium: props.utmMedium,
    utmSource: props.utmSource,
    utmTerm: props.utmTerm,
  };
}
