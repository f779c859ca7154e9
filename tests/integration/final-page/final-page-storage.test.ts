import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FinalPageContent } from "@/features/final-page/domain/final-page";
import { readCatalogVersion } from "@/features/final-page/server/catalog-version";
import {
  publishFinalPageVersion,
  saveFinalPageVersion,
  savePackageSet,
} from "@/features/final-page/server/final-page-repository";
import { loadFinalPageCatalog } from "@/features/final-page/server/load-final-page-catalog";
import type { DatabaseHandle } from "@/server/db/create-database";
import { finalPages, pricePackageSets } from "@/server/db/schema/final-pages";
import { createTestDatabase } from "../../helpers/test-db";

const content = (title: string): FinalPageContent => ({
  blocks: [
    { type: "hero", title: { text: { en: title } }, showChart: false },
    {
      type: "packages",
      packageSetId: "pp_default",
      layout: "cards",
      title: { key: "packages.title" },
      cta: { key: "packages.cta" },
    },
    { type: "legal", showRenewalText: true, body: { key: "legal.body" } },
  ],
});

describe("final page storage", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("a draft is stored but not shown; publishing shows it and bumps the version", async () => {
    const before = await readCatalogVersion(handle.db);
    const version = await saveFinalPageVersion(handle.db, {
      slug: "spring",
      content: content("Draft"),
      publish: false,
    });
    expect(version).toBe(1);
    expect((await loadFinalPageCatalog(handle.db)).pages.spring).toBeUndefined();
    expect(await readCatalogVersion(handle.db)).toBe(before + 1);

    expect(await publishFinalPageVersion(handle.db, "spring", 1)).toBe(true);
    expect(await publishFinalPageVersion(handle.db, "spring", 9)).toBe(false);
    const catalog = await loadFinalPageCatalog(handle.db);
    expect(catalog.pages.spring).toMatchObject({
      slug: "spring",
      version: 1,
      blocks: content("Draft").blocks,
    });
    expect(await readCatalogVersion(handle.db)).toBe(before + 2);
  });

  it("the latest published version wins; a newer draft does not replace it", async () => {
    expect(
      await saveFinalPageVersion(handle.db, {
        slug: "spring",
        content: content("Second"),
        publish: true,
      }),
    ).toBe(2);
    expect(
      await saveFinalPageVersion(handle.db, {
        slug: "spring",
        content: content("Third"),
        publish: false,
      }),
    ).toBe(3);
    const page = (await loadFinalPageCatalog(handle.db)).pages.spring;
    expect(page?.version).toBe(2);
    expect(page?.blocks[0]).toMatchObject({ title: { text: { en: "Second" } } });
  });

  it("refuses invalid content and slugs before writing", async () => {
    await expect(
      saveFinalPageVersion(handle.db, { slug: "spring", content: { blocks: [] }, publish: true }),
    ).rejects.toThrow();
    await expect(
      saveFinalPageVersion(handle.db, { slug: "Not A Slug", content: content("x"), publish: true }),
    ).rejects.toThrow();
  });

  it("the table keeps one row per slug and version and a published row has its date", async () => {
    await expect(
      handle.db.insert(finalPages).values({ slug: "spring", version: 2, blocks: content("dup") }),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insert(finalPages)
        .values({ slug: "summer", version: 1, status: "published", blocks: content("x") }),
    ).rejects.toThrow();
  });

  it("a hand-edited invalid latest version hides its slug and is not replaced by an older one", async () => {
    await handle.db.insert(finalPages).values({
      slug: "spring",
      version: 4,
      status: "published",
      blocks: { blocks: [{ type: "video" }] } as unknown as FinalPageContent,
      publishedAt: sql`now()`,
    });
    const catalog = await loadFinalPageCatalog(handle.db);
    expect(catalog.pages.spring).toBeUndefined();
  });

  it("package sets are created, replaced and checked; invalid stored sets are skipped", async () => {
    await savePackageSet(handle.db, {
      id: "pp_default",
      packageIds: ["pp_4w_intro"],
      discount: false,
    });
    await savePackageSet(handle.db, {
      id: "pp_default",
      packageIds: ["pp_1w_intro", "pp_4w_intro"],
      discount: true,
      expiredSetId: "pp_regular",
    });
    await expect(
      savePackageSet(handle.db, { id: "pp_empty", packageIds: [], discount: false }),
    ).rejects.toThrow();
    await handle.db
      .insert(pricePackageSets)
      .values({ id: "pp_broken", packageIds: ["pp_x", "pp_x"] });
    const { packageSets } = await loadFinalPageCatalog(handle.db);
    expect(packageSets.pp_default).toEqual({
      id: "pp_default",
      packageIds: ["pp_1w_intro", "pp_4w_intro"],
      discount: true,
      expiredSetId: "pp_regular",
    });
    expect(packageSets.pp_broken).toBeUndefined();
  });
});
