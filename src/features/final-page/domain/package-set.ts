/**
 * A package set: the price packages one final page offers, in the order shown, named by the
 * `price_package` instruction (`pp_default`, `pp_discount`). See docs/final-page.md.
 */
export type PackageSet = {
  id: string;
  /** Price package ids in display order. */
  packageIds: string[];
  /** Intro prices are presented as a discount: the regular price struck through and "Save N%". */
  discount: boolean;
  /** The set a page with a timer switches to once the countdown ended (`afterExpiry: regular_set`). */
  expiredSetId?: string;
};
