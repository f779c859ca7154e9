/** Cookie lifetimes of the spec (section 9), in seconds. */
const day = 24 * 60 * 60;

export const cookieLifetimes = {
  /** Any cookie without its own rule: path `/`, one day. */
  default: day,
  /** utm, click-id, visitor-id and split cookies. */
  longLived: 365 * day,
  /** token, userId, domain and affiliate-source cookies. */
  session: 30 * day,
} as const;

export const defaultCookiePath = "/";

const sessionCookies = new Set(["token", "userId", "domain", "affiliate_source"]);
const splitCookie = /^(SPLITS|SPLIT_[A-Z_]+_POSITION|expName_start|expGrp_start|st)$/;

/**
 * The max-age of a cookie by name. `attribution` is true for the attribution parameters,
 * which the caller knows (they are stored for 365 days).
 */
export function cookieMaxAge(name: string, options: { attribution?: boolean } = {}): number {
  if (sessionCookies.has(name)) return cookieLifetimes.session;
  if (options.attribution || splitCookie.test(name) || name.startsWith("utm_")) return cookieLifetimes.longLived;
  return cookieLifetimes.default;
}
