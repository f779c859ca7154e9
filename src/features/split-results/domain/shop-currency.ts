/**
 * Net revenue on the results page is in the shop currency: every stored package has a USD price
 * (docs/pricing.md), so USD is the one currency all groups can be compared in. Orders in other
 * currencies count as purchases but not as revenue, and the page says how many there were
 * (docs/split-results.md, "Currency").
 */
export const SHOP_CURRENCY = "USD" as const;
