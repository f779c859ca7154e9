import { z } from "zod";
import {
  contactLinkKinds,
  defaultHeaderConfig,
  emptyHeaderConfig,
  type ContactLink,
  type HeaderConfig,
  type PromoBar,
} from "./header-config";

// Server-side validation of the stored header settings. Client code imports `header-config.ts`.

const siteOrHttpsHref = z
  .string()
  .trim()
  .refine((href) => (href.startsWith("/") && !href.startsWith("//")) || /^https:\/\/[^\s/]+/.test(href), {
    message: "Use a site path or an https:// address",
  });

export const contactLinkSchema = z.object({
  kind: z.enum(contactLinkKinds),
  href: z
    .string()
    .trim()
    .refine((href) => /^(https:\/\/|mailto:)\S+$/.test(href), { message: "Use an https:// or mailto: address" }),
}) satisfies z.ZodType<ContactLink>;

export const promoBarSchema = z.object({
  text: z.record(z.string(), z.string().trim().min(1).max(160)).default({}),
  startHref: siteOrHttpsHref,
}) satisfies z.ZodType<PromoBar, unknown>;

export const headerConfigSchema = z.object({
  helpCentreUrl: z
    .string()
    .trim()
    .regex(/^https:\/\/\S+$/)
    .nullable()
    .default(null),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{5,20}$/)
    .nullable()
    .default(null),
  contactLinks: z.array(contactLinkSchema).max(5).default([]),
  promoBar: promoBarSchema.nullable().default(null),
}) satisfies z.ZodType<HeaderConfig, unknown>;

/** Stored settings parsed: no row means the defaults; anything invalid counts as not configured. */
export function parseHeaderConfig(value: unknown): HeaderConfig {
  if (value === undefined || value === null) return defaultHeaderConfig;
  const parsed = headerConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyHeaderConfig;
}
