import { describe, expect, it } from "vitest";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import type { PricePackage } from "@/features/pricing/domain/package";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { demoPricePackages } from "@/features/pricing/data/demo-packages";
import { funnelUpsellChainSchema, readFunnelUpsellChain, type FunnelUpsellChain } from "@/features/upsell/domain/funnel-upsell-chain";
import { planUpsellChain, type UpsellBundle, type UpsellPlan } from "@/features/upsell/domain/plan-upsell-chain";
import { isOfferOpen, offerNumber, upsellPosition, type UpsellStepRecord } from "@/features/upsell/domain/upsell-progress";
import { readUpsellFixture } from "./read-fixture";

const fixture = readUpsellFixture<{
  catalog: PricePackage[];
  bundles: UpsellBundle[];
  chainCases: {
    name: string;
    instructions: Record<string, unknown>;
    currency: CurrencyCode;
    funnelChain: FunnelUpsellChain | null;
    expected: UpsellPlan;
  }[];
  plan: UpsellPlan;
  positions: {
    name: string;
    records: UpsellStepRecord[];
    expected: { step: number | null; previousFailure: string | null; number: number | null; total: number };
  }[];
  open: { name: string; step: number; records: UpsellStepRecord[]; expected: boolean }[];
}>("funnel-chain.json");

describe("the funnel's chain with downsells (golden cases)", () => {
  it("the fixture's packages are valid stored packages", () => {
    for (const pkg of fixture.catalog) expect(pricePackageSchema.safeParse(pkg).success, pkg.id).toBe(true);
  });

  it.each(fixture.chainCases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(
      planUpsellChain({
        instructions: c.instructions,
        packages: fixture.catalog,
        bundles: fixture.bundles,
        currency: c.currency,
        funnelChain: c.funnelChain,
      }),
    ).toEqual(c.expected);
  });
});

describe("where the buyer stands in a chain with a downsell (golden cases)", () => {
  it.each(fixture.positions.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const position = upsellPosition(fixture.plan, c.records);
    const numbered = position.offer ? offerNumber(fixture.plan, position.offer) : null;
    expect({
      step: position.offer?.step ?? null,
      previousFailure: position.previousFailure,
      number: numbered?.number ?? null,
      total: offerNumber(fixture.plan, fixture.plan.offers[0]!).total,
    }).toEqual(c.expected);
  });

  it.each(fixture.open.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const offer = fixture.plan.offers.find((candidate) => candidate.step === c.step)!;
    expect(isOfferOpen(offer, c.records)).toBe(c.expected);
  });
});

describe("the funnel chain's schema", () => {
  it("refuses a package twice, a downsell equal to its offer, more than three offers", () => {
    expect(funnelUpsellChainSchema.safeParse({ offers: [{ packageId: "pp_a" }, { packageId: "pp_a" }] }).success).toBe(false);
    expect(funnelUpsellChainSchema.safeParse({ offers: [{ packageId: "pp_a", downsellPackageId: "pp_a" }] }).success).toBe(false);
    expect(funnelUpsellChainSchema.safeParse({ offers: ["pp_a", "pp_b", "pp_c", "pp_d"].map((packageId) => ({ packageId })) }).success).toBe(false);
    expect(readFunnelUpsellChain({ offers: [{ packageId: "not a package" }] })).toBeNull();
  });

  it("the demo funnels' chains name demo packages, each downsell cheaper than its offer in every currency", () => {
    const byId = new Map(demoPricePackages.map((pkg) => [pkg.id as string, pkg]));
    for (const funnel of demoFunnels) {
      const chain = readFunnelUpsellChain(funnel.upsell);
      expect(chain, funnel.name).not.toBeNull();
      for (const offer of chain!.offers) {
        const main = byId.get(offer.packageId);
        expect(main?.kind).toBe("one_time");
        if (!offer.downsellPackageId) continue;
        const down = byId.get(offer.downsellPackageId);
        if (main?.kind !== "one_time" || down?.kind !== "one_time") throw new Error("not one-time");
        for (const [currency, amounts] of Object.entries(main.amounts))
          expect(down.amounts[currency as CurrencyCode]!.price, currency).toBeLessThan(amounts.price);
      }
    }
  });
});
