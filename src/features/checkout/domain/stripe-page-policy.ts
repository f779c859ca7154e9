import { locales } from "@/i18n/locales";

/**
 * What Stripe.js and its Payment Element need of the page policy (docs/security.md): the script
 * from js.stripe.com (and its sub-hosts), its frames there and on hooks.stripe.com (the bank's
 * 3-D Secure check), and its calls to api.stripe.com. Granted only on the checkout page, and
 * only while Stripe sells.
 */
export const stripePolicySources = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
} as const;

const checkoutPaths = new Set(["/checkout", ...locales.map((locale) => `/${locale}/checkout`)]);

/** Whether the address is the checkout page itself (`/checkout`, `/{locale}/checkout`), not the pages after it. */
export function isCheckoutPagePath(pathname: string): boolean {
  return checkoutPaths.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/**
 * The page policy with Stripe's sources added to their directives, when the page is the checkout
 * page and Stripe sells; the policy unchanged otherwise. Everything else — the nonce, the hashes,
 * 'strict-dynamic' — stays as it was.
 */
export function withStripeSources(policy: string, input: { pathname: string; stripeSelling: boolean }): string {
  if (!input.stripeSelling || !isCheckoutPagePath(input.pathname)) return policy;
  return policy
    .split("; ")
    .map((directive) => {
      const [name, ...values] = directive.split(" ");
      const extra = stripePolicySources[name as keyof typeof stripePolicySources];
      return extra ? [...new Set([name, ...values, ...extra])].join(" ") : directive;
    })
    .join("; ");
}
