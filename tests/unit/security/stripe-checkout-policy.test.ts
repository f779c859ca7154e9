import { afterEach, describe, expect, it, vi } from "vitest";
import { isCheckoutPagePath, stripePolicySources, withStripeSources } from "@/features/checkout/domain/stripe-page-policy";
import { pageContentSecurityPolicy } from "@/features/security/domain/content-security-policy";

const nonce = "AAAAAAAAAAAAAAAAAAAAAA==";
const basePolicy = pageContentSecurityPolicy({
  nonce,
  thirdParties: { tagManager: false, metaPixel: false, tiktokPixel: false, twitterPixel: false, reviewWidget: false, amplitude: false },
  development: false,
  secure: true,
});
const directive = (policy: string, name: string) => policy.split("; ").find((entry) => entry.startsWith(`${name} `)) ?? "";
const stripeHosts = /stripe\.com/;

describe("Stripe's sources in the page policy", () => {
  it.each(["/checkout", "/de/checkout", "/zh-TW/checkout", "/ar/checkout/"])("%s is the checkout page", (path) => {
    expect(isCheckoutPagePath(path)).toBe(true);
  });

  it.each(["/", "/checkout/confirm", "/fr/checkout/confirm", "/thank-you", "/upsell", "/checkouts", "/xx/checkout", "/de/fasting/checkout"])(
    "%s is not",
    (path) => {
      expect(isCheckoutPagePath(path)).toBe(false);
    },
  );

  it("on the checkout page with Stripe selling, allows Stripe.js, its frames and its API, and keeps the nonce policy", () => {
    const policy = withStripeSources(basePolicy, { pathname: "/de/checkout", stripeSelling: true });
    for (const [name, sources] of Object.entries(stripePolicySources))
      for (const source of sources) expect(directive(policy, name).split(" ")).toContain(source);
    expect(directive(policy, "script-src")).toContain(`'nonce-${nonce}'`);
    expect(directive(policy, "script-src")).toContain("'strict-dynamic'");
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    // Nothing else changes: the other directives are exactly the page's.
    const others = (value: string) => value.split("; ").filter((entry) => !/^(script|frame|connect)-src /.test(entry));
    expect(others(policy)).toEqual(others(basePolicy));
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
  });

  it("adds nothing on any other page, nor on the checkout page while the sandbox sells", () => {
    expect(withStripeSources(basePolicy, { pathname: "/checkout/confirm", stripeSelling: true })).toBe(basePolicy);
    expect(withStripeSources(basePolicy, { pathname: "/", stripeSelling: true })).toBe(basePolicy);
    expect(withStripeSources(basePolicy, { pathname: "/checkout", stripeSelling: false })).toBe(basePolicy);
    expect(basePolicy).not.toMatch(stripeHosts);
  });
});

describe("the page policy of a response, by which provider sells", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The policy module read afresh under these settings (the publishable key is read at load, as a build inlines it). */
  async function policyFor(pathname: string, env: Record<string, string>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    const { resetEnvCache } = await import("@/env");
    resetEnvCache();
    const { pageSecurityFor } = await import("@/features/security/server/page-security");
    return pageSecurityFor({ headers: new Headers(), nextUrl: { pathname } }).policy;
  }

  const stripe = {
    STRIPE_SECRET_KEY: "sk_test_policy",
    STRIPE_WEBHOOK_SECRET: "whsec_policy",
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_policy",
  };

  it("with Stripe's three keys, only the checkout page allows Stripe", async () => {
    expect(await policyFor("/checkout", stripe)).toMatch(stripeHosts);
    expect(await policyFor("/ja/checkout", stripe)).toMatch(stripeHosts);
    expect(await policyFor("/", stripe)).not.toMatch(stripeHosts);
    expect(await policyFor("/checkout/confirm", stripe)).not.toMatch(stripeHosts);
    expect(await policyFor("/fasting-mix-2968/final", stripe)).not.toMatch(stripeHosts);
  });

  it("while the sandbox sells, or Stripe lacks a key, the checkout page allows no Stripe source", async () => {
    expect(await policyFor("/checkout", { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "", NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "" })).not.toMatch(stripeHosts);
    expect(await policyFor("/checkout", { ...stripe, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "" })).not.toMatch(stripeHosts);
    expect(await policyFor("/checkout", { ...stripe, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_test_not_publishable" })).not.toMatch(stripeHosts);
    expect(await policyFor("/checkout", { ...stripe, STRIPE_WEBHOOK_SECRET: "" })).not.toMatch(stripeHosts);
  });
});
