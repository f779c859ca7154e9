import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { finalPageCopies, localesLackingCopy, unconfirmedFallbacks } from "@/features/final-page/domain/copy-completeness";
import type { FinalPageContent } from "@/features/final-page/domain/final-page";
import { finalPageContentSchema, finalPageSlugSchema } from "@/features/final-page/domain/final-page-schema";
import type { PackageSet } from "@/features/final-page/domain/package-set";
import { saveFinalPageVersion } from "@/features/final-page/server/final-page-repository";
import { listVersions, publishDraft, readDraftContent, rollbackTo, saveDraft, VersionError, type Editor, type VersionRow } from "@/features/staff/server/entity-versions";
import { locales } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { finalPages, pricePackageSets } from "@/server/db/schema/final-pages";
import { entityVersions } from "@/server/db/schema/staff";

/**
 * The final page editor's storage (docs/final-admin.md): drafts and history in
 * `entity_versions` (entity type `final-page`, id = the slug); publishing or rolling back also
 * writes the content as the slug's next published version in `final_pages`, the table the site
 * reads, in the same transaction.
 */
export const finalEntityType = "final-page";
const ref = (slug: string) => ({ entityType: finalEntityType, entityId: slug });
type Context = { staff: Editor; requestId?: string | null; now?: Date };

export class FinalAdminError extends Error {
  constructor(
    readonly code: "invalid_slug" | "invalid_content" | "unknown_set" | "unknown_downsell" | "missing_translations" | "not_found",
    message: string,
    /** For `missing_translations`: the locales the custom copy lacks and nobody confirmed. */
    readonly locales?: string[],
  ) {
    super(message);
    this.name = "FinalAdminError";
  }
}

export type FinalPageSummary = { slug: string; liveVersion: number | null; headVersion: number; hasDraft: boolean; updatedBy: string | null };

/** Every final page: those the site serves and those only in the editor's history. */
export async function listFinalPages(db: Db): Promise<FinalPageSummary[]> {
  const live = await db.select({ slug: finalPages.slug, version: finalPages.version }).from(finalPages).where(eq(finalPages.status, "published"));
  const history = await db
    .select({ slug: entityVersions.entityId, version: entityVersions.version, state: entityVersions.state, createdBy: entityVersions.createdBy })
    .from(entityVersions)
    .where(eq(entityVersions.entityType, finalEntityType))
    .orderBy(desc(entityVersions.version));
  const pages = new Map<string, FinalPageSummary>();
  const get = (slug: string) => pages.get(slug) ?? pages.set(slug, { slug, liveVersion: null, headVersion: 0, hasDraft: false, updatedBy: null }).get(slug)!;
  for (const row of live) {
    const page = get(row.slug);
    page.liveVersion = Math.max(page.liveVersion ?? 0, row.version);
  }
  for (const row of history) {
    const page = get(row.slug);
    if (row.version > page.headVersion) {
      page.headVersion = row.version;
      page.updatedBy = row.createdBy;
    }
    if (row.state === "draft") page.hasDraft = true;
  }
  return [...pages.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}

/** The package sets a packages block may name, by id. */
export async function listPackageSets(db: Db): Promise<PackageSet[]> {
  const rows = await db.select().from(pricePackageSets).orderBy(pricePackageSets.id);
  return rows.map((row) => ({ id: row.id, packageIds: row.packageIds, discount: row.discount, ...(row.expiredSetId ? { expiredSetId: row.expiredSetId } : {}) }));
}

/** The content the site serves for a slug now (its latest published `final_pages` row), or null. */
export async function readLiveFinalPage(db: Db, slug: string): Promise<FinalPageContent | null> {
  const [row] = await db
    .select({ blocks: finalPages.blocks })
    .from(finalPages)
    .where(and(eq(finalPages.slug, slug), eq(finalPages.status, "published")))
    .orderBy(desc(finalPages.version))
    .limit(1);
  return row ? row.blocks : null;
}

export type FinalPageEditorState = { slug: string; content: FinalPageContent | null; version: number; versions: VersionRow[] };

/** What the editor opens: the newest version's content (else the live page), the version to expect, the history. */
export async function readFinalPageForEditor(db: Db, slug: string): Promise<FinalPageEditorState> {
  const versions = await listVersions(db, ref(slug));
  const head = versions[0];
  const content = head ? (head.content as FinalPageContent) : await readLiveFinalPage(db, slug);
  return { slug, content, version: head?.version ?? 0, versions };
}

async function checkContent(db: Db, content: unknown): Promise<FinalPageContent> {
  const parsed = finalPageContentSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new FinalAdminError("invalid_content", `${issue?.path.join(".") || "page"}: ${issue?.message ?? "invalid"}`);
  }
  const sets = new Map((await listPackageSets(db)).map((set) => [set.id, set]));
  for (const block of parsed.data.blocks) {
    if (block.type !== "packages") continue;
    const set = sets.get(block.packageSetId);
    if (!set) throw new FinalAdminError("unknown_set", `There is no package set "${block.packageSetId}".`);
    if (block.downsellPackageId && !set.packageIds.includes(block.downsellPackageId))
      throw new FinalAdminError("unknown_downsell", `The downsell "${block.downsellPackageId}" is not a package of the set "${set.id}".`);
  }
  return parsed.data;
}

function checkSlug(slug: string): string {
  const parsed = finalPageSlugSchema.safeParse(slug);
  if (!parsed.success) throw new FinalAdminError("invalid_slug", "A page name is lower-case letters, digits, - and _ (up to 63).");
  return parsed.data;
}

/**
 * Saves a draft. A page the site serves but the editor never saved starts its history with the
 * live content as version 1 (published, as it is), so a rollback can always return to it.
 */
export async function saveFinalPageDraft(db: Db, slug: string, content: unknown, expectedVersion: number, context: Context): Promise<VersionRow> {
  checkSlug(slug);
  const page = await checkContent(db, content);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    let expected = expectedVersion;
    if (expected === 0) {
      const live = await readLiveFinalPage(tx, slug);
      const [existing] = await tx.select({ id: entityVersions.id }).from(entityVersions).where(and(eq(entityVersions.entityType, finalEntityType), eq(entityVersions.entityId, slug))).limit(1);
      if (live && !existing) {
        const history = { ...context, reason: "history starts from the page the site serves" };
        await saveDraft(tx, ref(slug), live, 0, history);
        await publishDraft(tx, ref(slug), 1, history);
        expected = 1;
      }
    }
    return saveDraft(tx, ref(slug), page, expected, context);
  });
}

/** Publishes the draft: the editor's history and the site's table change together. */
export async function publishFinalPage(
  db: Db,
  slug: string,
  expectedVersion: number,
  context: Context,
  options: { englishFallbackFor?: readonly string[] } = {},
): Promise<VersionRow> {
  const confirmed = options.englishFallbackFor ?? [];
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const lacking = localesLackingCopy(finalPageCopies(await readDraftContent(tx, ref(slug))), locales);
    const unconfirmed = unconfirmedFallbacks(lacking, confirmed);
    if (unconfirmed.length > 0)
      throw new FinalAdminError(
        "missing_translations",
        `The page's own copy has no translation for: ${unconfirmed.join(", ")}. Visitors there would read English. Translate it, or publish with English fallback for these locales.`,
        unconfirmed,
      );
    const reason = lacking.length > 0 ? `English fallback for: ${lacking.join(", ")}` : undefined;
    const row = await publishDraft(tx, ref(slug), expectedVersion, { ...context, ...(reason ? { reason } : {}) });
    await saveFinalPageVersion(tx, { slug, content: await checkContent(tx, row.content), publish: true });
    return row;
  });
}

/** One-click rollback: an earlier version's content is published again as a new version. */
export async function rollbackFinalPage(db: Db, slug: string, version: number, expectedVersion: number, context: Context): Promise<VersionRow> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const row = await rollbackTo(tx, ref(slug), version, expectedVersion, context);
    await saveFinalPageVersion(tx, { slug, content: await checkContent(tx, row.content), publish: true });
    return row;
  });
}

/** One stored version's content (the preview), or null. */
export async function readFinalPageVersion(db: Db, slug: string, version: number): Promise<FinalPageContent | null> {
  const [row] = await db
    .select({ content: entityVersions.content })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, finalEntityType), eq(entityVersions.entityId, slug), eq(entityVersions.version, version)))
    .limit(1);
  return row ? (row.content as FinalPageContent) : null;
}

export { VersionError };
