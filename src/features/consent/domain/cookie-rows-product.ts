import type { CookieRow } from "./cookie-table";

const day = 24 * 60 * 60;
const year = 365 * day;

const row = (
  name: string,
  category: CookieRow["category"],
  maxAgeSeconds: number,
  lifetime: string,
  setBy: CookieRow["setBy"],
  purpose: string,
  extra: Partial<CookieRow> = {},
): CookieRow => ({ name, category, maxAgeSeconds, lifetime, httpOnly: false, sameSite: "lax", setBy, provider: "{siteName}", purpose, ...extra });

/** The product's own cookies other than the attribution values. */
export const productCookieRows: readonly CookieRow[] = [
  row("session", "necessary", 30 * day, "30 days", "server", "Keeps you signed in (a signed token no script can read)", { httpOnly: true }),
  row("token", "necessary", 30 * day, "Up to 30 days", "server", "Secures the site's calls to our API (no script can read it)", { httpOnly: true }),
  row("purchase", "necessary", day, "1 day", "server", "Lets you finish your order: add-ons and the thank-you page (a signed token no script can read)", { httpOnly: true }),
  row("quiz_session", "necessary", 30 * day, "30 days", "server", "Keeps your quiz answers together (a random key no script can read)", { httpOnly: true }),
  row("proxy_user_id", "necessary", year, "1 year", "server and browser", "A random visitor identifier that keeps the same page version and test group for you across visits"),
  row("proxy_user_seal", "necessary", year, "1 year", "server", "Proves that your visitor identifier was issued by this site, so nobody else can use it (no script can read it)", { httpOnly: true }),
  row("countryCode", "necessary", day, "1 day", "server", "Stores your country to apply the right prices, consent rules and legal pages"),
  row("isImperialSystemCountry", "necessary", day, "1 day", "server", "Chooses metric or imperial units for your country"),
  row("isSeparateEmailSubscriptionCountry", "necessary", day, "1 day", "server", "Applies the email-marketing rules of your country"),
  row("isSolidLegalCountry", "necessary", day, "1 day", "server", "Applies the subscription-law rules of your country"),
  row("returnURL", "necessary", day, "1 day", "server and browser", "Takes you back to the quiz or checkout step you left"),
  row("userId", "necessary", 30 * day, "30 days", "server and browser", "Identifies your account while you are signed in"),
  row("domain", "necessary", 30 * day, "30 days", "browser", "Remembers which of our sites signed you in"),
  row("affiliate_source", "performance", 30 * day, "30 days", "browser", "Records the partner site that sent you"),
  row("disable_analytics", "necessary", day, "1 day", "browser", "Remembers that analytics and error reporting must stay off"),
  row("cc_cookie", "necessary", 182 * day, "6 months", "browser", "Stores your cookie consent choices and when you made them"),
  row("SPLITS", "necessary", year, "1 year", "server and browser", "Keeps you in the same version of a page during a test"),
  row("SPLIT_*_POSITION", "necessary", year, "1 year", "server and browser", "Your random position for a test, so the page version stays the same", {
    match: /^SPLIT_[A-Z0-9_]+_POSITION$/,
  }),
  row("SPLIT_PAGE_POSITION", "necessary", year, "1 year", "server and browser", "Your random position for a whole-page test"),
  row("pw_support_view", "necessary", 15 * 60, "15 minutes", "server", "Staff only: opens a support agent's read-only view of a customer's account (no script can read it)", {
    httpOnly: true,
    sameSite: "strict",
  }),
  row("pw_tz", "necessary", year, "1 year", "browser", "Your device's time zone, so your account shows the meals and logs of your own today"),
];
