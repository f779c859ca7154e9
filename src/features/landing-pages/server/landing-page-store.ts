import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { landingPageContentSchema } from "@/features/landing-pages/domain/landing-page-schema";
import type { LandingPageContent } from "@/features/landing-pages/domain/landing-page";
import { slugProblem } from "@/features/landing-pages/domain/landing-slug";
import { resolveShortEntry } from "@/features/quiz/server/resolve-quiz-entry";
import { localesLackingCopy, plainCopies, unconfirmedFallbacks } from "@/features/final-page/domain/copy-completeness";
import { listVersions, publishDraft, readDraftContent, readPublished, rollbackTo, saveDraft, VersionError, type Editor, type VersionRow } from "@/features/staff/server/entity-versions";
import { locales } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { entityVersions } from "@/server/db/schema/staff";
import { logger } from "@/server/log/logger";
import { revalidateLandingPage } from "./revalidate-landing-page";
import { listStartTargets } from "./start-targets";
import { listTeaserPackages } from "./teaser-prices";

/**
 * Landing pages are kept in the shared version history (`entity_versions`, entity type
 * `landing-page`, id = the slug): drafts, one published version, archived history
 * (docs/landing-pages.md, "Storage").
 */
export const landingEntityType = "landing-page";
const ref = (slug: string) => ({ entityType: landingEntityType, entityId: slug });
type Context = { staff: Editor; requestId?: string | null; now?: Date };

/** A refused landing page change: the code is shown to staff with its message. */
export class LandingPageError extends Error {
  constructor(
    readonly code: "slug_format" | "slug_reserved" | "slug_funnel" | "slug_taken" | "invalid_content" | "unknown_target" | "unknown_package" | "missing_translations" | "not_found",
    message: string,
    /** For `missing_translations`: the locales the copy lacks and nobody confirmed. */
    readonly locales?: string[],
  ) {
    super(message);
    this.name = "LandingPageError";
  }
}

export type LandingPageSummary = { slug: string; headVersion: number; publishedVersion: number | null; hasDraft: boolean; updatedBy: string; updatedAt: Date };

/** Every landing page with its newest and published versions, by slug. */
export async function listLandingPages(db: Db): Promise<LandingPageSummary[]> {
  const rows = await db
    .select({ slug: entityVersions.entityId, version: entityVersions.version, state: entityVersions.state, createdBy: entityVersions.createdBy, createdAt: entityVersions.createdAt })
    .from(entityVersions)
    .where(eq(entityVersions.entityType, landingEntityType))
    .orderBy(entityVersions.entityId, desc(entityVersions.version));
  const pages = new Map<string, LandingPageSummary>();
  for (const row of rows) {
    const page = pages.get(row.slug) ?? { slug: row.slug, headVersion: row.version, publishedVersion: null, hasDraft: false, updatedBy: row.createdBy, updatedAt: row.createdAt };
    if (row.state === "published") page.publishedVersion = row.version;
    if (row.state === "draft") page.hasDraft = true;
    pages.set(row.slug, page);
  }
  return [...pages.values()];
}

export async function landingPageVersions(db: Db, slug: string): Promise<VersionRow[]> {
  return listVersions(db, ref(slug));
}

/** Why a new page may not take this slug, or null (format, reserved path, a funnel's address, taken). */
export async function checkNewSlug(db: Db, slug: string): Promise<LandingPageError | null> {
  const problem = slugProblem(slug);
  if (problem === "format")
    return new LandingPageError("slug_format", "A slug is 2–64 lower-case letters, digits and single hyphens, starting and ending with a letter or digit.");
  if (problem === "reserved") return new LandingPageError("slug_reserved", `"/${slug}" is a page of the site or a reserved path.`);
  if (await resolveShortEntry(db, slug)) return new LandingPageError("slug_funnel", `"/${slug}" already opens a funnel (a funnel name, alias or step).`);
  const [existing] = await db.select({ id: entityVersions.id }).from(entityVersions).where(and(eq(entityVersions.entityType, landingEntityType), eq(entityVersions.entityId, slug))).limit(1);
  if (existing) return new LandingPageError("slug_taken", `A landing page "/${slug}" already exists.`);
  return null;
}

async function checkContent(db: Db, content: unknown): Promise<LandingPageContent> {
  const parsed = landingPageContentSchema.safeParse(content);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LandingPageError("invalid_content", `${issue?.path.join(".") || "page"}: ${issue?.message ?? "invalid"}`);
  }
  const targets = await listStartTargets(db);
  if (!targets.some((target) => target.path === parsed.data.startTarget))
    throw new LandingPageError("unknown_target", "The start button must lead to /quiz or a published funnel's first step.");
  const teasers = parsed.data.blocks.flatMap((block) => (block.type === "pricing" ? [block] : []));
  if (teasers.length > 0) {
    const packages = await listTeaserPackages(db);
    for (const teaser of teasers) {
      const pkg = packages.find((candidate) => candidate.id === teaser.packageId);
      if (!pkg) throw new LandingPageError("unknown_package", `Pricing teaser: "${teaser.packageId}" is not an active subscription package.`);
      if (!pkg.currencies.includes(teaser.currency)) throw new LandingPageError("unknown_package", `Pricing teaser: "${teaser.packageId}" has no price in ${teaser.currency}.`);
    }
  }
  return parsed.data;
}

/** Creates a page: the slug is checked (unique, no collision), the content saved as draft version 1. */
export async function createLandingPage(db: Db, slug: string, content: unknown, context: Context): Promise<VersionRow> {
  const refused = await checkNewSlug(db, slug);
  if (refused) throw refused;
  const page = await checkContent(db, content);
  try {
    return await saveDraft(db, ref(slug), page, 0, context);
  } catch (error) {
    if (error instanceof VersionError) throw new LandingPageError("slug_taken", `A landing page "/${slug}" already exists.`);
    throw error;
  }
}

/** Saves a draft of an existing page; refused (VersionError) when someone saved since `expectedVersion`. */
export async function saveLandingDraft(db: Db, slug: string, content: unknown, expectedVersion: number, context: Context): Promise<VersionRow> {
  if (expectedVersion < 1) throw new LandingPageError("not_found", "Create the page first.");
  const page = await checkContent(db, content);
  return saveDraft(db, ref(slug), page, expectedVersion, context);
}

/**
 * Publishes the draft. Refused with `missing_translations` while its copy lacks locales that
 * staff did not confirm for the English fallback (docs/landing-pages.md, "Publishing").
 */
export async function publishLandingPage(
  db: Db,
  slug: string,
  expectedVersion: number,
  context: Context,
  options: { englishFallbackFor?: readonly string[] } = {},
): Promise<VersionRow> {
  const lacking = localesLackingCopy(plainCopies(await readDraftContent(db, ref(slug))), locales);
  const unconfirmed = unconfirmedFallbacks(lacking, options.englishFallbackFor ?? []);
  if (unconfirmed.length > 0)
    throw new LandingPageError(
      "missing_translations",
      `The page's copy has no translation for: ${unconfirmed.join(", ")}. Visitors there would read English. Translate it, or publish with English fallback for these locales.`,
      unconfirmed,
    );
  const reason = lacking.length > 0 ? `English fallback for: ${lacking.join(", ")}` : undefined;
  const row = await publishDraft(db, ref(slug), expectedVersion, { ...context, ...(reason ? { reason } : {}) });
  clearLandingPageCache();
  revalidateLandingPage(slug);
  return row;
}

export async function rollbackLandingPage(db: Db, slug: string, version: number, expectedVersion: number, context: Context): Promise<VersionRow> {
  const row = await rollbackTo(db, ref(slug), version, expectedVersion, context);
  clearLandingPageCache();
  revalidateLandingPage(slug);
  return row;
}

/**
 * Published pages (and misses) are kept per instance for a few seconds: `/{slug}` renders the
 * page and its title from one read, and a burst of ad traffic costs one query per slug.
 * Publishing or rolling back on this instance forgets them at once.
 */
const cacheMs = 5_000;
export type PublishedLandingPage = { version: number; content: LandingPageContent };
const cache = new Map<string, { value: Promise<PublishedLandingPage | null>; expires: number }>();

export function clearLandingPageCache(): void {
  cache.clear();
}

/** The page visitors see at `/{slug}` with its version number: its published version, checked again; drafts never. */
export async function loadPublishedLanding(db: Db, slug: string, now = Date.now()): Promise<PublishedLandingPage | null> {
  if (slugProblem(slug)) return null;
  const hit = cache.get(slug);
  if (hit && hit.expires > now) return hit.value;
  const value = readPublishedPage(db, slug);
  if (cache.size > 1_000) cache.clear();
  cache.set(slug, { value, expires: now + cacheMs });
  value.catch(() => cache.delete(slug));
  return value;
}

/** The content visitors see at `/{slug}`, or null. */
export async function loadPublishedLandingPage(db: Db, slug: string, now = Date.now()): Promise<LandingPageContent | null> {
  return (await loadPublishedLanding(db, slug, now))?.content ?? null;
}

/**
 * The live version's number, read afresh (the proxy, for every page load of a possible slug: an
 * indexed read of one number). Not from the few-second cache: that cache lives per module
 * instance, and the proxy's is not the one a publish clears.
 */
export async function publishedLandingVersion(db: Db, slug: string): Promise<number | null> {
  if (slugProblem(slug)) return null;
  const [row] = await db
    .select({ version: entityVersions.version })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, landingEntityType), eq(entityVersions.entityId, slug), eq(entityVersions.state, "published")))
    .limit(1);
  return row?.version ?? null;
}

/**
 * One version of a page for its prerendered copy (`/{locale}/_v/landing/{slug}/{version}`): only
 * while it is the published one (never a draft or an archived version), checked again. Read
 * afresh: a copy is rendered once per version and language.
 */
export async function loadPublishedLandingVersion(db: Db, slug: string, version: number): Promise<LandingPageContent | null> {
  if (slugProblem(slug)) return null;
  const published = await readPublishedPage(db, slug);
  return published && published.version === version ? published.content : null;
}

async function readPublishedPage(db: Db, slug: string): Promise<PublishedLandingPage | null> {
  const row = await readPublished(db, ref(slug));
  if (!row) return null;
  const parsed = landingPageContentSchema.safeParse(row.content);
  if (!parsed.success) {
    logger.error("landing page: stored content is invalid, not shown", { slug, version: row.version });
    return null;
  }
  return { version: row.version, content: parsed.data };
}

/** The content of one version (the editor and its preview), or null. */
export async function readLandingVersion(db: Db, slug: string, version: number): Promise<LandingPageContent | null> {
  const [row] = await db
    .select({ content: entityVersions.content })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, landingEntityType), eq(entityVersions.entityId, slug), eq(entityVersions.version, version)))
    .limit(1);
  return row ? (row.content as LandingPageContent) : null;
}
