import type { ThemeName } from "@/ui/themes/themes";

/**
 * A landing page for an ad campaign (docs/landing-pages.md): a slug, a theme, the start
 * button's target, search and sharing fields and an ordered list of blocks with copy per
 * locale. Types only; the stored form is checked by `landing-page-schema.ts` on the server.
 */

/** Staff-written copy per locale; English is required, other locales fall back to it. */
export type LandingText = Readonly<Record<string, string>>;

export const landingBlockTypes = ["hero", "benefits", "testimonials", "faq", "comparison", "pricing", "cta"] as const;
export type LandingBlockType = (typeof landingBlockTypes)[number];

/** The theme a page gets when none is chosen (pages saved before themes existed). */
export const defaultLandingTheme: ThemeName = "default";

export type LandingHero = { type: "hero"; headline: LandingText; sub?: LandingText; imageUrl?: string; imageAlt?: LandingText; cta: LandingText };
export type LandingItem = { title: LandingText; body?: LandingText };
export type LandingBenefits = { type: "benefits"; title: LandingText; items: LandingItem[] };
export type LandingTestimonial = { author: LandingText; body: LandingText; rating: number };
export type LandingTestimonials = { type: "testimonials"; title: LandingText; items: LandingTestimonial[] };
export type LandingFaq = { type: "faq"; title: LandingText; items: LandingItem[] };
/** Two columns compared row by row: ours (`ours`) and the alternative (`other`). */
export type LandingComparisonRow = { label: LandingText; ours: LandingText; other: LandingText };
export type LandingComparison = { type: "comparison"; title: LandingText; oursLabel: LandingText; otherLabel: LandingText; rows: LandingComparisonRow[] };
/** "From X per day": X is worked out from a stored package's price in one currency, never typed. */
export type LandingPricing = { type: "pricing"; title: LandingText; packageId: string; currency: string; note?: LandingText; cta?: LandingText };
export type LandingCta = { type: "cta"; title: LandingText; cta: LandingText };

export type LandingBlock = LandingHero | LandingBenefits | LandingTestimonials | LandingFaq | LandingComparison | LandingPricing | LandingCta;

export type LandingPageContent = {
  /** The page's title (browser tab, search results). */
  title: LandingText;
  /** One of the site's eight themes; absent means `defaultLandingTheme`. */
  theme?: ThemeName;
  /** Search and sharing: a title and description of their own, the Open Graph image, and noindex. */
  seoTitle?: LandingText;
  seoDescription?: LandingText;
  ogImageUrl?: string;
  noindex?: boolean;
  /** Where every start button leads: `/quiz` or a funnel's first step (locale-less path). */
  startTarget: string;
  blocks: LandingBlock[];
};

/** The text for a locale: its own, else the English. */
export function landingText(text: LandingText | undefined, locale: string): string {
  if (!text) return "";
  return text[locale] || text.en || "";
}
