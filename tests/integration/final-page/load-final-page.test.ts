import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoFinalPages } from "@/features/final-page/data/demo-final-pages";
import { saveFinalPageVersion } from "@/features/final-page/server/final-page-repository";
import { createFinalPageCatalogCache } from "@/features/final-page/server/final-page-catalog-cache";
import { loadFinalPage } from "@/features/final-page/server/load-final-page";
import { loadFinalPageCatalog } from "@/features/final-page/server/load-final-page-catalog";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { createTestDatabase } from "../../helpers/test-db";

const now = Date.UTC(2026, 10, 23, 12, 0, 0);

describe("the final page a visitor sees (seeded demo data)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedPricePackages(handle.db);
    await seedFinalPages(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("the seed stores both demo pages and sets once, valid, and leaves changes alone", async () => {
    await seedFinalPages(handle.db);
    const catalog = await loadFinalPageCatalog(handle.db);
    expect(Object.keys(catalog.pages).sort()).toEqual(["default", "discount"]);
    expect(Object.keys(catalog.packageSets).sort()).toEqual(["pp_default", "pp_discount", "pp_regular"]);
    for (const demo of demoFinalPages) {
      expect(catalog.pages[demo.slug]).toMatchObject({ version: 1, blocks: demo.content.blocks });
    }
  });

  it("no instruction: the default page, regular offer, no timer, most popular selected, in the visitor's currency", async () => {
    const page = await loadFinalPage(handle.db, {
      instructions: {},
      country: "DE",
      offerAnchor: null,
      now,
      cache: createFinalPageCatalogCache(),
    });
    expect(page?.page.slug).toBe("default");
    expect(page?.timer).toBeNull();
    expect(page?.offers).toMatchObject({
      currency: "EUR",
      discount: false,
      defaultSelectedId: "pp_4w_intro",
    });
    expect(
      page?.offers?.offers.map((offer) => [offer.id, offer.dueToday, offer.saving, offer.referencePrice]),
    ).toEqual([
      ["pp_1w_intro", 699, null, null],
      ["pp_4w_intro", 1999, null, null],
      ["pp_12w_intro", 3499, null, null],
    ]);
  });

  it("the discount group: the countdown runs from the anchor, savings against the 1-week plan", async () => {
    const page = await loadFinalPage(handle.db, {
      instructions: { final_page: "discount", price_package: "pp_discount" },
      country: "US",
      offerAnchor: now - 60_000,
      now,
      cache: createFinalPageCatalogCache(),
    });
    expect(page?.page.slug).toBe("discount");
    expect(page?.timer).toEqual({
      endsAt: now + 14 * 60_000,
      remainingMs: 14 * 60_000,
      expired: false,
      afterEnd: "offer_ends",
    });
    expect(page?.offers?.offers.map((offer) => offer.saving?.percent ?? null)).toEqual([null, 28, 58]);
    expect(page?.offers?.offers.map((offer) => offer.referencePrice)).toEqual([null, null, null]);
  });

  it("without an anchor (no quiz session reached the page) no countdown is shown and the offer stands", async () => {
    const page = await loadFinalPage(handle.db, {
      instructions: { final_page: "discount" },
      country: "US",
      offerAnchor: null,
      now,
      cache: createFinalPageCatalogCache(),
    });
    expect(page?.timer).toBeNull();
    expect(page?.offeredSet?.id).toBe("pp_discount");
  });

  it("after the countdown the discount page offers the regular prices instead", async () => {
    const page = await loadFinalPage(handle.db, {
      instructions: { final_page: "discount" },
      country: "US",
      offerAnchor: now - 15 * 60_000,
      now,
      cache: createFinalPageCatalogCache(),
    });
    expect(page?.timer).toMatchObject({ expired: true, remainingMs: 0, afterEnd: "offer_ends" });
    expect(page?.offeredSet?.id).toBe("pp_regular");
    expect(page?.offers?.offers.map((offer) => [offer.id, offer.dueToday])).toEqual([
      ["pp_1w_regular", 1399],
      ["pp_4w_regular", 3999],
      ["pp_12w_regular", 6999],
    ]);
  });

  it("the low-conversion segment gets the simpler discount page", async () => {
    const page = await loadFinalPage(handle.db, {
      instructions: { final_page: "discount", low_conversion_segment: true },
      country: "US",
      offerAnchor: now,
      now,
      cache: createFinalPageCatalogCache(),
    });
    expect(page?.variant).toBe("simple");
    expect(page?.blocks.map((block) => block.type)).toEqual([
      "hero",
      "plan",
      "timer",
      "packages",
      "guarantee",
      "legal",
    ]);
  });

  it("the cache serves from memory within the poll interval and reloads after a publish", async () => {
    let clock = 0;
    const cache = createFinalPageCatalogCache({ now: () => clock, pollIntervalMs: 2_000 });
    const first = await cache.get(handle.db);
    const base = demoFinalPages[0];
    if (!base) throw new Error("no demo page");
    await saveFinalPageVersion(handle.db, {
      slug: "default",
      content: base.content,
      publish: true,
    });
    clock = 1_000;
    expect((await cache.get(handle.db)).pages.default?.version).toBe(1);
    clock = 2_500;
    const second = await cache.get(handle.db);
    expect(second.pages.default?.version).toBe(2);
    expect(second.version).toBeGreaterThan(first.version);
  });

  it("a failed refresh keeps serving the last catalog", async () => {
    let clock = 0;
    let fail = false;
    const cache = createFinalPageCatalogCache({
      now: () => clock,
      readVersion: async () => {
        if (fail) throw new Error("database down");
        return 1;
      },
    });
    const first = await cache.get(handle.db);
    fail = true;
    clock = 10_000;
    expect(await cache.get(handle.db)).toBe(first);
  });
});
