import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "@/features/checkout/domain/checkout-request-schema";
import { priceCheckout, type CheckoutOffer } from "@/features/checkout/domain/price-checkout";
import type { PricePackage } from "@/features/pricing/domain/package";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";

type Case = {
  name: string;
  stored: string | null;
  active?: boolean;
  offer?: CheckoutOffer;
  request: { packageId: string; currency: string; shownAmountMinor: number };
  expect: { charge: unknown } | { error: string };
};
const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/billing/checkout-price.json"), "utf8"),
) as {
  packages: Record<string, PricePackage>;
  offer: CheckoutOffer;
  cases: Case[];
};

describe("checkout money check (golden cases)", () => {
  it("the fixture's packages are valid stored packages", () => {
    for (const pkg of Object.values(golden.packages))
      expect(pricePackageSchema.safeParse(pkg).success, pkg.id).toBe(true);
  });

  for (const c of golden.cases) {
    it(c.name, () => {
      const pkg = c.stored ? golden.packages[c.stored] : undefined;
      const stored = pkg ? { pkg, active: c.active ?? true } : null;
      const result = priceCheckout(c.request, stored, c.offer ?? golden.offer);
      expect(result).toEqual(
        "charge" in c.expect
          ? { ok: true, charge: c.expect.charge }
          : { ok: false, error: c.expect.error },
      );
    });
  }
});

describe("the checkout request schema", () => {
  const valid = {
    packageId: "pp_4w_intro",
    currency: "EUR",
    shownAmountMinor: 1999,
    paymentMethodId: "pm_card_ok",
    idempotencyKey: "3f1c9a7e-5b2d-4c8e",
  };

  it("accepts a well-formed request", () => {
    expect(checkoutRequestSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["a package id outside the pp_ form", { packageId: "4w_intro" }],
    ["a lowercase currency", { currency: "eur" }],
    ["a negative amount", { shownAmountMinor: -1 }],
    ["a fractional amount", { shownAmountMinor: 19.99 }],
    ["a short idempotency key", { idempotencyKey: "abc" }],
    ["an idempotency key with spaces", { idempotencyKey: "one two three four five" }],
    ["a payment method with markup", { paymentMethodId: "<pm>" }],
  ])("refuses %s", (_label, change) => {
    expect(checkoutRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
