import type { FinalPageText } from "./final-page-text";

/**
 * The final (paywall) page as content: an ordered list of blocks (docs/final-page.md). Types
 * only; stored pages are checked by `final-page-schema.ts` on the server.
 */

export const blockTypes = [
  "hero",
  "plan",
  "timer",
  "packages",
  "benefits",
  "reviews",
  "guarantee",
  "faq",
  "legal",
] as const;

export type BlockType = (typeof blockTypes)[number];

/** Personalised headline with the quiz summary (goal weight, projected date, weight curve). */
export type HeroBlock = {
  type: "hero";
  title: FinalPageText;
  subtitle?: FinalPageText;
  showChart: boolean;
};

/**
 * The plan being sold, from the planner for this visitor's answers: daily calories and macros,
 * the fasting window and, with `showSampleDay`, today's meals (docs/final-page.md, "Plan").
 */
export type PlanBlock = {
  type: "plan";
  title: FinalPageText;
  showSampleDay: boolean;
};

/** What the page does once the countdown has run out (docs/final-page.md, "Timer"). */
export type TimerExpiry = "keep_offer" | "regular_set";

export type TimerBlock = {
  type: "timer";
  durationMinutes: number;
  label: FinalPageText;
  endedLabel: FinalPageText;
  afterExpiry: TimerExpiry;
};

export type PackagesLayout = "list" | "cards";

export type PackagesBlock = {
  type: "packages";
  /** The set shown when no `price_package` instruction names one. */
  packageSetId: string;
  layout: PackagesLayout;
  title: FinalPageText;
  cta: FinalPageText;
  /**
   * A cheaper package of the same set the checkout offers after a declined card
   * (docs/checkout.md, "Downsell after a decline").
   */
  downsellPackageId?: string;
};

export type ListItem = { title: FinalPageText; body?: FinalPageText };

export type BenefitsBlock = { type: "benefits"; title: FinalPageText; items: ListItem[] };

export type Review = { author: FinalPageText; body: FinalPageText; rating: number };

export type ReviewsBlock = { type: "reviews"; title: FinalPageText; items: Review[] };

export type GuaranteeBlock = {
  type: "guarantee";
  title: FinalPageText;
  body: FinalPageText;
  days: number;
};

export type FaqBlock = { type: "faq"; title: FinalPageText; items: ListItem[] };

export type LegalBlock = { type: "legal"; showRenewalText: boolean; body: FinalPageText };

export type FinalPageBlock =
  | HeroBlock
  | PlanBlock
  | TimerBlock
  | PackagesBlock
  | BenefitsBlock
  | ReviewsBlock
  | GuaranteeBlock
  | FaqBlock
  | LegalBlock;

export type FinalPageContent = {
  blocks: FinalPageBlock[];
  /**
   * The block types the simpler variant keeps, for visitors in a low-conversion segment;
   * without it the default list applies (`defaultSimpleBlockTypes`).
   */
  simpleBlockTypes?: BlockType[];
};

/** A published page as the site reads it. */
export type FinalPage = FinalPageContent & { slug: string; version: number };

/** The block types the simpler variant keeps unless the page lists its own. */
export const defaultSimpleBlockTypes: readonly BlockType[] = [
  "hero",
  "plan",
  "packages",
  "guarantee",
  "legal",
];
