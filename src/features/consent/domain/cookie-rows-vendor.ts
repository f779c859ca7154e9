import type { CookieRow } from "./cookie-table";

const vendor = (
  name: string,
  category: CookieRow["category"],
  provider: string,
  lifetime: string,
  purpose: string,
  match?: RegExp,
): CookieRow => ({ name, match, category, maxAgeSeconds: null, lifetime, httpOnly: false, sameSite: "lax", setBy: "third-party script", provider, purpose });

/**
 * Cookies the third-party scripts set in the browser once their consent group is granted.
 * Their providers decide names and lifetimes; ours are the values seen today. (_fbp, _fbc and
 * _scid are attribution values too, so their rows are with the attribution cookies.)
 */
export const vendorCookieRows: readonly CookieRow[] = [
  vendor("AMP_*", "performance", "Amplitude", "1 year", "Product analytics: which pages and steps are used", /^AMP_/),
  vendor("_ga, _ga_*", "performance", "Google Analytics", "Up to 2 years", "Statistics about visits", /^_ga(_.+)?$/),
  vendor("_gcl_au", "targeting", "Google", "90 days", "Measures Google adverts"),
  vendor("_ttp", "targeting", "TikTok", "Up to 13 months", "Measures and targets TikTok adverts"),
  vendor("_twclid, muc_ads", "targeting", "X (Twitter)", "Up to 2 years", "Measures adverts on X", /^(_twclid|muc_ads)$/),
  vendor("__stripe_mid, __stripe_sid", "necessary", "Stripe", "1 year / 30 minutes", "Fraud prevention during payment", /^__stripe_(mid|sid)$/),
  vendor("Review widget cookies", "functional", "Review provider", "Up to 1 year", "Display of independent customer reviews"),
];
