// Types, defaults and rules the header renders with: no zod here, so the header's client
// components stay light. Stored settings are validated by `header-config-schema.ts`.

export const contactLinkKinds = ["email", "whatsapp", "telegram", "messenger", "chat"] as const;

export type ContactLink = { kind: (typeof contactLinkKinds)[number]; href: string };

/**
 * The promo bar above the header: its text per locale (locales without a text use the
 * translated default) and where its start button leads. Absent: no promo bar.
 */
export type PromoBar = { text: Record<string, string>; startHref: string };

/** The header settings staff edit (`settings` key `site.header`). */
export type HeaderConfig = {
  helpCentreUrl: string | null;
  phone: string | null;
  contactLinks: ContactLink[];
  promoBar: PromoBar | null;
};

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

/** `tel:` address of a phone number as shown. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}
