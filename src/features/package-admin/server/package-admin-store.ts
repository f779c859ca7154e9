import "server-only";
import { and, eq, inArray, max, sql } from "drizzle-orm";
import { z, ZodError } from "zod";
import { pricePackageFromColumns, pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { bumpCatalogVersion } from "@/features/final-page/server/catalog-version";
import { PACKAGE_ENTITY, type PackageContent, type PackageSummary } from "@/features/package-admin/domain/package-content";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";
import { changedMoneyFields, checkPackageChange } from "@/features/pricing/domain/sold-package-change";
import { listVersions, publishDraft, rollbackTo, saveDraft, type Editor, type VersionRow } from "@/features/staff/server/entity-versions";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { pricePackageSets } from "@/server/db/schema/final-pages";
import { pricePackages } from "@/server/db/schema/pricing";
import { entityVersions } from "@/server/db/schema/staff";
import { logger } from "@/server/log/logger";
import { hasSold, soldPackageIds } from "./package-sales";
import type { RequestStripeSync } from "./stripe-sync-job";

const ref = (id: string) => ({ entityType: PACKAGE_ENTITY, entityId: id });

export type PackageAdminContext = {
  staff: Editor;
  requestId?: string | null;
  /** Sends the Stripe job for a saved version; null without Stripe (docs/package-admin.md). */
  requestStripeSync?: RequestStripeSync | null;
};

/** A refused package change, with a message for staff. */
export class PackageAdminError extends Error {
  constructor(
    readonly code: "invalid" | "exists" | "missing" | "sold" | "set_empty" | "set_full" | "add_on_in_set",
    message: string,
  ) {
    super(message);
    this.name = "PackageAdminError";
  }
}

const setIdSchema = z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/, "A set id is pp_ and lower-case letters, digits and _.");
const contentSchema = z.strictObject({
  name: z.string().trim().min(1, "Give the package a name.").max(100),
  package: pricePackageSchema,
  setIds: z.array(setIdSchema).max(50).refine((ids) => new Set(ids).size === ids.length, "A set is named once."),
});

function parseContent(input: unknown): PackageContent {
  try {
    return contentSchema.parse(input) as PackageContent;
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      throw new PackageAdminError("invalid", `${where}${issue?.message ?? "invalid package"}`);
    }
    throw error;
  }
}

/** One package set as the editor lists it. */
export type PackageSetSummary = { id: string; packageIds: string[]; discount: boolean };

export async function listPackageSetSummaries(db: Db): Promise<PackageSetSummary[]> {
  const rows = await db.select().from(pricePackageSets).orderBy(pricePackageSets.id);
  return rows.map((row) => ({ id: row.id, packageIds: row.packageIds, discount: row.discount }));
}

/** Every stored package in display order, with its sets, whether it sold and its newest version. */
export async function listPackagesForAdmin(db: Db): Promise<PackageSummary[]> {
  const rows = await db.select().from(pricePackages).orderBy(pricePackages.position, pricePackages.id);
  const ids = rows.map((row) => row.id);
  const [sets, sold, heads] = await Promise.all([
    listPackageSetSummaries(db),
    soldPackageIds(db, ids),
    ids.length
      ? db
          .select({ id: entityVersions.entityId, version: max(entityVersions.version) })
          .from(entityVersions)
          .where(and(eq(entityVersions.entityType, PACKAGE_ENTITY), inArray(entityVersions.entityId, ids)))
          .groupBy(entityVersions.entityId)
      : Promise.resolve([]),
  ]);
  const versionOf = new Map(heads.map((row) => [row.id, row.version ?? 0]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name || row.id,
    pkg: pricePackageFromColumns(row),
    active: row.active,
    sold: sold.has(row.id),
    version: versionOf.get(row.id) ?? 0,
    setIds: sets.filter((set) => set.packageIds.includes(row.id)).map((set) => set.id),
  }));
}

/** The package as stored now (name, package, sets), or null. */
async function readStored(db: Db, id: string): Promise<PackageContent | null> {
  const [row] = await db.select().from(pricePackages).where(eq(pricePackages.id, id));
  if (!row) return null;
  const pkg = pricePackageFromColumns(row);
  if (!pkg) return null;
  const sets = await listPackageSetSummaries(db);
  return { name: row.name || row.id, package: pkg, setIds: sets.filter((set) => set.packageIds.includes(id)).map((set) => set.id) };
}

export type PackageEditorState = { content: PackageContent | null; version: number; versions: VersionRow[]; sold: boolean };

/** What the editor opens: the package as stored (the newest version is always live), its history, whether it sold. */
export async function readPackageForEditor(db: Db, id: string): Promise<PackageEditorState> {
  const [content, versions, sold] = await Promise.all([readStored(db, id), listVersions(db, ref(id)), hasSold(db, id)]);
  return { content, version: versions[0]?.version ?? 0, versions, sold };
}

/** The content of one stored version (what the Stripe job prices), or null. */
export async function readPackageVersion(db: Db, id: string, version: number): Promise<PackageContent | null> {
  const [row] = await db
    .select({ content: entityVersions.content })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, PACKAGE_ENTITY), eq(entityVersions.entityId, id), eq(entityVersions.version, version)));
  return row ? parseContent(row.content) : null;
}

/**
 * Creates or edits a package and puts it on sale at once (docs/package-admin.md): a new version
 * (refused when stale), published, written to `price_packages` and the package sets, the final
 * pages' catalog version moved so every instance reloads. A package that has sold keeps its
 * money fields (`checkPackageChange`): such an edit is refused, nothing is written, and the
 * message offers "save as a new package". With Stripe configured, the Stripe job is sent after
 * the commit for a version whose money fields are new.
 */
export async function savePackage(
  db: Db,
  input: { content: unknown; expectedVersion: number; isNew: boolean },
  context: PackageAdminContext,
): Promise<VersionRow> {
  const content = parseContent(input.content);
  const id = content.package.id;
  const { row, priced } = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await readStored(tx, id);
    if (input.isNew && before) throw new PackageAdminError("exists", `A package with the id ${id} exists already. Choose another id.`);
    if (!input.isNew && !before) throw new PackageAdminError("missing", `There is no package ${id}. Reload the list.`);
    await refuseSoldChange(tx, before, content);
    const expected = await startHistory(tx, id, before, input.expectedVersion, context);
    const draft = await saveDraft(tx, ref(id), content, expected, context);
    const published = await publishDraft(tx, ref(id), draft.version, context);
    await writeLive(tx, content);
    await recordAudit(tx, { ...ref(id), staff: context.staff, action: before ? "package.edit" : "package.create", before, after: content, requestId: context.requestId });
    return { row: published, priced: !before || changedMoneyFields(before.package, content.package).length > 0 };
  });
  if (priced) await requestSync(context, id, row.version);
  return row;
}

/** Publishes an earlier version's content again as a new version (the sold rule applies as to any save). */
export async function rollbackPackage(db: Db, id: string, version: number, expectedVersion: number, context: PackageAdminContext): Promise<VersionRow> {
  const { row, priced } = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await readStored(tx, id);
    if (!before) throw new PackageAdminError("missing", `There is no package ${id}. Reload the list.`);
    const target = await readPackageVersion(tx, id, version);
    if (target) await refuseSoldChange(tx, before, target);
    const published = await rollbackTo(tx, ref(id), version, expectedVersion, context);
    const content = parseContent(published.content);
    await writeLive(tx, content);
    return { row: published, priced: changedMoneyFields(before.package, content.package).length > 0 };
  });
  if (priced) await requestSync(context, id, row.version);
  return row;
}

async function refuseSoldChange(tx: Db, before: PackageContent | null, after: PackageContent): Promise<void> {
  if (!before) return;
  const verdict = checkPackageChange(before.package, after.package, await hasSold(tx, before.package.id));
  if (!verdict.ok) throw new PackageAdminError("sold", `${verdict.message} (Changed: ${verdict.fields.join(", ")}.)`);
}

/** A package the site sells but the editor never saved starts its history with its stored state as version 1. */
async function startHistory(tx: Db, id: string, before: PackageContent | null, expectedVersion: number, context: PackageAdminContext): Promise<number> {
  if (expectedVersion !== 0 || !before) return expectedVersion;
  const [existing] = await tx.select({ id: entityVersions.id }).from(entityVersions).where(and(eq(entityVersions.entityType, PACKAGE_ENTITY), eq(entityVersions.entityId, id))).limit(1);
  if (existing) return expectedVersion;
  const history = { ...context, reason: "history starts from the package as sold" };
  await saveDraft(tx, ref(id), before, 0, history);
  await publishDraft(tx, ref(id), 1, history);
  return 1;
}

/** The package row and its set memberships as the content says. */
async function writeLive(tx: Db, content: PackageContent): Promise<void> {
  const { package: pkg } = content;
  if (pkg.kind === "one_time" && content.setIds.length > 0)
    throw new PackageAdminError("add_on_in_set", "An add-on is not offered in package sets: a set lists the final page's plans.");
  const columns = { ...pricePackageToColumns(pkg), name: content.name };
  await tx
    .insert(pricePackages)
    .values(columns)
    .onConflictDoUpdate({ target: pricePackages.id, set: { ...columns, updatedAt: sql`now()` } });
  const sets = await listPackageSetSummaries(tx);
  const wanted = new Set(content.setIds);
  for (const set of sets) {
    const has = set.packageIds.includes(pkg.id);
    if (has === wanted.has(set.id)) continue;
    const packageIds = has ? set.packageIds.filter((id) => id !== pkg.id) : [...set.packageIds, pkg.id];
    if (packageIds.length === 0) throw new PackageAdminError("set_empty", `${pkg.id} is the only package of the set ${set.id}; a set keeps at least one.`);
    if (packageIds.length > 6) throw new PackageAdminError("set_full", `The set ${set.id} has 6 packages already, the most a final page shows.`);
    await tx.update(pricePackageSets).set({ packageIds, updatedAt: sql`now()` }).where(eq(pricePackageSets.id, set.id));
  }
  const known = new Set(sets.map((set) => set.id));
  for (const id of content.setIds.filter((setId) => !known.has(setId))) await tx.insert(pricePackageSets).values({ id, packageIds: [pkg.id], discount: false });
  await bumpCatalogVersion(tx);
}

async function requestSync(context: PackageAdminContext, packageId: string, version: number): Promise<void> {
  if (!context.requestStripeSync) return;
  try {
    await context.requestStripeSync({ packageId, version });
  } catch (error) {
    // The package is saved; the job can be sent again by saving once more.
    logger.error("the Stripe job for a saved package could not be sent", { packageId, version, error });
  }
}
