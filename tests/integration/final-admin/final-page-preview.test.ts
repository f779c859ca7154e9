import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readLiveFinalPage, saveFinalPageDraft } from "@/features/final-admin/server/final-admin-store";
import { sampleVisitor } from "@/features/final-admin/domain/sample-visitor";
import { previewFinalPage } from "@/features/final-admin/server/preview-final-page";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { createTestDatabase } from "../../helpers/test-db";

describe("final page preview: a saved version as visitors would see it, with a sample profile", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedPricePackages(handle.db);
    await seedFinalPages(handle.db);
  });
  afterAll(() => handle.close());

  it("shows the live page of a slug the editor never saved, priced for the country, with a fresh countdown", async () => {
    const preview = await previewFinalPage(handle.db, { slug: "discount", version: 0, country: "DE", locale: "en", visitor: sampleVisitor("lose") });
    expect(preview?.variant).toBe("full");
    expect(preview?.timer?.expired).toBe(false);
    expect(preview?.offers?.currency).toBe("EUR");
    expect(preview?.offers?.offers.map((offer) => offer.id)).toEqual(["pp_1w_intro", "pp_4w_intro", "pp_12w_intro"]);
    expect(preview?.summary.goal).toBe("lose");
    // The demo page's plan block plans for the sample profile (three meals by default).
    expect(preview?.plan?.mealsPerDay).toBe(3);
  });

  it("shows a draft that visitors do not see, and nothing for a version that does not exist", async () => {
    const live = (await readLiveFinalPage(handle.db, "default"))!;
    const draft = { ...live, blocks: live.blocks.map((block) => (block.type === "packages" ? { ...block, packageSetId: "pp_discount" } : block)) };
    const saved = await saveFinalPageDraft(handle.db, "default", draft, 0, { staff: { id: null, email: "growth@platewise.test" } });
    const preview = await previewFinalPage(handle.db, { slug: "default", version: saved.version, country: "US", locale: "en", visitor: sampleVisitor("lose") });
    expect(preview?.blocks.find((block) => block.type === "packages")).toMatchObject({ packageSetId: "pp_discount" });
    expect(preview?.offers?.discount).toBe(true);
    expect(await previewFinalPage(handle.db, { slug: "default", version: 99, country: "US", locale: "en", visitor: sampleVisitor("lose") })).toBeNull();
  });

  it("shows the figures of the sample visitor of the goal staff chose", async () => {
    const gain = await previewFinalPage(handle.db, { slug: "default", version: 0, country: "US", locale: "en", visitor: sampleVisitor("gain") });
    expect(gain?.summary.goal).toBe("gain");
    const keep = await previewFinalPage(handle.db, { slug: "default", version: 0, country: "US", locale: "en", visitor: sampleVisitor("maintain") });
    expect(keep?.summary.goal).toBe("maintain");
    // An unknown goal falls back to the visitor who wants to lose weight.
    expect(sampleVisitor("shrink")).toEqual(sampleVisitor("lose"));
  });
});
