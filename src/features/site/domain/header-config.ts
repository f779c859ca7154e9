import { z } from "zod";

const siteOrHttpsHref = z
  .string()
  .trim()
  .refine((href) => (href.startsWith("/") && !href.startsWith("//")) || /^https:\/\/[^\s/]+/.test(href), {
    message: "Use a site path or an https:// address",
  });

export const contactLinkKinds = ["email", "whatsapp", "telegram", "messenger", "chat"] as const;

export const contactLinkSchema = z.object({
  kind: z.enum(contactLinkKinds),
  href: z
    .string()
    .trim()
    .refine((href) => /^(https:\/\/|mailto:)\S+$/.test(href), { message: "Use an https:// or mailto: address" }),
});
export type ContactLink = z.infer<typeof contactLinkSchema>;

/**
 * The promo bar above the header: its text per locale (locales without a text use the
 * translated default) and where its start button leads. Absent: no promo bar.
 */
export const promoBarSchema = z.object({
  text: z.record(z.string(), z.string().trim().min(1).max(160)).default({}),
  startHref: siteOrHttpsHref,
});
export type PromoBar = z.infer<typeof promoBarSchema>;

/** The header settings staff edit (`settings` key `site.header`). */
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
});
export type HeaderConfig = z.infer<typeof headerConfigSchema>;

export const headerConfigKey = "site.header";

export const emptyHeaderConfig: HeaderConfig = { helpCentreUrl: null, phone: null, contactLinks: [], promoBar: null };

/**
 * The defaults, used until staff save their own: a help-centre link, an e-mail contact link and
 * a promo bar that starts the quiz. No phone number until a real one is entered.
 */
export const defaultHeaderConfig: HeaderConfig = {
  helpCentreUrl: "https://help.platewise.example",
  phone: null,
  contactLinks: [{ kind: "email", href: "mailto:support@platewise.example" }],
  promoBar: { text: {}, startHref: "/quiz" },
};

/** Stored settings parsed: no row means the defaults; anything invalid counts as not configured. */
export function parseHeaderConfig(value: unknown): HeaderConfig {
  if (value === undefined || value === null) return defaultHeaderConfig;
  const parsed = headerConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyHeaderConfig;
}

/** `tel:` address of a phone number as shown. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}
