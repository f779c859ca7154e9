import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FinalAdminError,
  listFinalPages,
  listPackageSets,
  publishFinalPage,
  readFinalPageForEditor,
  readLiveFinalPage,
  rollbackFinalPage,
  saveFinalPageDraft,
} from "@/features/final-admin/server/final-admin-store";
import type { FinalPageContent } from "@/features/final-page/domain/final-page";
import { loadFinalPageCatalog } from "@/features/final-page/server/load-final-page-catalog";
import { VersionError } from "@/features/staff/server/entity-versions";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { locales } from "@/i18n/locales";
import { createTestDatabase } from "../../helpers/test-db";

const growth = { id: null, email: "growth@platewise.test" };
const other = { id: null, email: "other@platewise.test" };

async function refusal<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}

function withTitle(content: FinalPageContent, en: string): FinalPageContent {
  return { ...content, blocks: content.blocks.map((block) => (block.type === "hero" ? { ...block, title: { text: { en, de: `${en} (de)` } } } : block)) };
}

describe("final page editor: drafts, publish to the site, one-click rollback", () => {
  let handle: DatabaseHandle;
  let original: FinalPageContent;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedPricePackages(handle.db);
    await seedFinalPages(handle.db);
    original = (await readLiveFinalPage(handle.db, "default"))!;
  });
  afterAll(() => handle.close());

  it("lists the site's pages and the package sets to bind", async () => {
    expect((await listFinalPages(handle.db)).map((page) => [page.slug, page.liveVersion, page.headVersion])).toEqual([
      ["default", 1, 0],
      ["discount", 1, 0],
    ]);
    expect((await listPackageSets(handle.db)).map((set) => set.id)).toEqual(["pp_default", "pp_discount", "pp_regular"]);
    const editor = await readFinalPageForEditor(handle.db, "default");
    expect([editor.version, editor.content]).toEqual([0, original]);
  });

  it("keeps a draft from visitors; publishing serves it", async () => {
    const draft = await saveFinalPageDraft(handle.db, "default", withTitle(original, "Your plan is ready"), 0, { staff: growth });
    // the live page became version 1 of the history, the draft is version 2
    expect([draft.version, draft.state]).toEqual([2, "draft"]);
    const heroTitle = async () => (await loadFinalPageCatalog(handle.db)).pages.default!.blocks.find((block) => block.type === "hero");
    expect(await heroTitle()).toEqual(original.blocks.find((block) => block.type === "hero"));
    // Own copy in English and German only: publishing needs the English fallback confirmed for the rest.
    const others = locales.filter((locale) => locale !== "en" && locale !== "de");
    const refused = await refusal(publishFinalPage(handle.db, "default", 2, { staff: growth }), FinalAdminError);
    expect([refused.code, refused.locales]).toEqual(["missing_translations", others]);
    expect(refused.message).toContain("ar, ");
    const partly = await refusal(publishFinalPage(handle.db, "default", 2, { staff: growth }, { englishFallbackFor: ["ar", "ja"] }), FinalAdminError);
    expect(partly.locales).toEqual(others.filter((locale) => locale !== "ar" && locale !== "ja"));
    expect(await heroTitle()).toEqual(original.blocks.find((block) => block.type === "hero"));
    await publishFinalPage(handle.db, "default", 2, { staff: growth }, { englishFallbackFor: others });
    expect(await heroTitle()).toMatchObject({ title: { text: { en: "Your plan is ready" } } });
    const published = (await listAudit(handle.db, "final-page", "default")).find((row) => row.action === "version.publish");
    expect(published?.reason).toBe(`English fallback for: ${others.join(", ")}`);
  });

  it("rolls back in one click to the original page, audited", async () => {
    const rolled = await rollbackFinalPage(handle.db, "default", 1, 2, { staff: growth });
    expect([rolled.version, rolled.state]).toEqual([3, "published"]);
    expect(await readLiveFinalPage(handle.db, "default")).toEqual(original);
    const actions = (await listAudit(handle.db, "final-page", "default")).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["version.save_draft", "version.publish", "version.rollback"]));
  });

  it("refuses a stale edit, naming who saved since", async () => {
    await saveFinalPageDraft(handle.db, "default", withTitle(original, "A"), 3, { staff: other });
    const error = await refusal(saveFinalPageDraft(handle.db, "default", withTitle(original, "B"), 3, { staff: growth }), VersionError);
    expect(error.code).toBe("stale_version");
    expect(error.message).toContain("other@platewise.test");
  });

  it("refuses an invalid page and an unknown package set", async () => {
    const noLegal = { ...original, blocks: original.blocks.filter((block) => block.type !== "legal") };
    expect((await refusal(saveFinalPageDraft(handle.db, "default", noLegal, 4, { staff: growth }), FinalAdminError)).code).toBe("invalid_content");
    const unknownSet = { ...original, blocks: original.blocks.map((block) => (block.type === "packages" ? { ...block, packageSetId: "pp_nowhere" } : block)) };
    expect((await refusal(saveFinalPageDraft(handle.db, "default", unknownSet, 4, { staff: growth }), FinalAdminError)).code).toBe("unknown_set");
    expect((await refusal(saveFinalPageDraft(handle.db, "Bad Name", original, 0, { staff: growth }), FinalAdminError)).code).toBe("invalid_slug");
  });

  it("accepts a downsell from the packages block's own set and refuses any other", async () => {
    const withDownsell = (id: string) => ({
      ...original,
      blocks: original.blocks.map((block) => (block.type === "packages" ? { ...block, packageSetId: "pp_default", downsellPackageId: id } : block)),
    });
    const refused = await refusal(saveFinalPageDraft(handle.db, "downsell", withDownsell("pp_family_plan"), 0, { staff: growth }), FinalAdminError);
    expect(refused.code).toBe("unknown_downsell");
    expect(refused.message).toContain("pp_family_plan");
    const saved = await saveFinalPageDraft(handle.db, "downsell", withDownsell("pp_1w_intro"), 0, { staff: growth });
    expect(saved.version).toBe(1);
  });

  it("creates a new page from nothing", async () => {
    const v1 = await saveFinalPageDraft(handle.db, "spring", original, 0, { staff: growth });
    expect(v1.version).toBe(1);
    expect(await readLiveFinalPage(handle.db, "spring")).toBeNull();
    await publishFinalPage(handle.db, "spring", 1, { staff: growth });
    expect((await loadFinalPageCatalog(handle.db)).pages.spring).toBeDefined();
  });
});
