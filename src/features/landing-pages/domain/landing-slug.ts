/**
 * Landing page slugs (docs/landing-pages.md, "Slugs"): lower-case letters, digits and single
 * hyphens, 2–64 characters, starting and ending with a letter or digit; never a locale code,
 * a site page, a funnel route or a reserved path. Funnel names and aliases are checked on the
 * server against the stored funnels.
 */

export const landingSlugPattern = /^[a-z0-9](?:[a-z0-9]|-(?!-)){0,62}[a-z0-9]$/;

/** First path segments the app itself uses (site pages, funnel routes, APIs, management, files). */
export const reservedSlugs: ReadonlySet<string> = new Set([
  // site pages
  "about", "blog", "commercial-disclosure", "contact", "cookie-policy", "dmca",
  "do-not-sell-my-personal-information", "faq", "privacy-policy", "refund-policy",
  "subscription-terms", "terms-of-service", "unimeal-editorial-policy",
  // funnel and account routes
  "quiz", "new", "checkout", "thank-you", "upsell", "final", "account", "signin", "sign-in",
  "login", "logout", "register", "plan", "recipes", "week", "subscription", "profile", "cooking",
  "meal-plan", "my-plan", "my-subscription",
  // infrastructure
  "api", "mgmt", "admin", "media", "support-proxy", "v4-0", "static", "assets", "images", "public", "robots-txt",
  "sitemap-xml", "favicon-ico", "icon-svg", "service-unavailable", "health", "healthz", "preview",
  "lp", "landing", "www", "index", "home", "404", "500",
]);

const localeCodes = new Set(["ar", "de", "en", "es", "fr", "id", "it", "ja", "ko", "pl", "pt", "th", "tr", "vi", "zh-cn", "zh-tw"]);

export type SlugProblem = "format" | "reserved";

/** Why a slug cannot be used (format or reserved), or null when it may be. */
export function slugProblem(slug: string): SlugProblem | null {
  if (!landingSlugPattern.test(slug)) return "format";
  if (reservedSlugs.has(slug) || localeCodes.has(slug)) return "reserved";
  return null;
}
