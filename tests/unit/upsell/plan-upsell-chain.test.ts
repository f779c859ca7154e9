import { describe, expect, it } from "vitest";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import { demoOneTimePackages } from "@/features/pricing/data/demo-packages";
import { offerItems } from "@/features/upsell/domain/offer-items";
import {
  defaultAddOnIds,
  planUpsellChain,
  type UpsellBundle,
  type UpsellOffer,
  type UpsellPlan,
} from "@/features/upsell/domain/plan-upsell-chain";
import { readUpsellFixture } from "./read-fixture";

const chain = readUpsellFixture<{
  catalog: PricePackage[];
  bundles: UpsellBundle[];
  cases: {
    name: string;
    instructions: Record<string, unknown>;
    currency: CurrencyCode;
    expected: UpsellPlan;
  }[];
}>("upsell-chain.json");

const items = readUpsellFixture<{
  cases: {
    name: string;
    currency: CurrencyCode;
    offer: UpsellOffer;
    expected: ReturnType<typeof offerItems>;
  }[];
}>("offer-items.json");

describe("planUpsellChain (golden cases)", () => {
  it("the fixture's packages are valid stored packages", () => {
    for (const pkg of chain.catalog) expect(pricePackageSchema.safeParse(pkg).success, pkg.id).toBe(true);
  });

  it("the default add-ons are the demo one-time packages", () => {
    expect([...defaultAddOnIds]).toEqual(demoOneTimePackages.map((pkg) => pkg.id));
  });

  it.each(chain.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(
      planUpsellChain({
        instructions: c.instructions,
        packages: chain.catalog,
        bundles: chain.bundles,
        currency: c.currency,
      }),
    ).toEqual(c.expected);
  });
});

describe("offerItems (golden cases)", () => {
  it.each(items.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(offerItems(c.offer, chain.catalog, c.currency)).toEqual(c.expected);
  });
});
