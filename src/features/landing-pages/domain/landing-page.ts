/**
 * A landing page for an ad campaign (docs/landing-pages.md): a slug, the start button's
 * target and an ordered list of blocks with copy per locale. Types only; the stored form is
 * checked by `landing-page-schema.ts` on the server.
 */

/** Staff-written copy per locale; English is required, other locales fall back to it. */
export type LandingText = Readonly<Record<string, string>>;

export const landingBlockTypes = ["hero", "benefits", "testimonials", "faq", "cta"] as const;
export type LandingBlockType = (typeof landingBlockTypes)[number];

export type LandingHero = { type: "hero"; headline: LandingText; sub?: LandingText; imageUrl?: string; imageAlt?: LandingText; cta: LandingText };
export type LandingItem = { title: LandingText; body?: LandingText };
export type LandingBenefits = { type: "benefits"; title: LandingText; items: LandingItem[] };
export type LandingTestimonial = { author: LandingText; body: LandingText; rating: number };
export type LandingTestimonials = { type: "testimonials"; title: LandingText; items: LandingTestimonial[] };
export type LandingFaq = { type: "faq"; title: LandingText; items: LandingItem[] };
export type LandingCta = { type: "cta"; title: LandingText; cta: LandingText };

export type LandingBlock = LandingHero | LandingBenefits | LandingTestimonials | LandingFaq | LandingCta;

export type LandingPageContent = {
  /** The page's title (browser tab, search results). */
  title: LandingText;
  /** Where every start button leads: `/quiz` or a funnel's first step (locale-less path). */
  startTarget: string;
  blocks: LandingBlock[];
};

/** The text for a locale: its own, else the English. */
export function landingText(text: LandingText | undefined, locale: string): string {
  if (!text) return "";
  return text[locale] || text.en || "";
}
