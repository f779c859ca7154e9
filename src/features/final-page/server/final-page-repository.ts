import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { FinalPageContent } from "@/features/final-page/domain/final-page";
import {
  finalPageContentSchema,
  finalPageSlugSchema,
  packageSetSchema,
} from "@/features/final-page/domain/final-page-schema";
import type { PackageSet } from "@/features/final-page/domain/package-set";
import type { Db } from "@/server/db/db-type";
import { finalPages, pricePackageSets } from "@/server/db/schema/final-pages";
import { bumpCatalogVersion } from "./catalog-version";

/**
 * Writes of final pages and package sets (docs/final-page.md, "Storage"). Every write is
 * checked by the domain schema and bumps the catalog version in the same transaction.
 */

/** Stores the content as the slug's next version (a draft unless `publish`); returns the version. */
export async function saveFinalPageVersion(
  db: Db,
  input: { slug: string; content: FinalPageContent; publish: boolean },
): Promise<number> {
  const slug = finalPageSlugSchema.parse(input.slug);
  const content = finalPageContentSchema.parse(input.content);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${finalPages.version}), 0)` })
      .from(finalPages)
      .where(eq(finalPages.slug, slug));
    const version = Number(latest?.version ?? 0) + 1;
    await tx.insert(finalPages).values({
      slug,
      version,
      status: input.publish ? "published" : "draft",
      blocks: content,
      publishedAt: input.publish ? sql`now()` : null,
    });
    await bumpCatalogVersion(tx);
    return version;
  });
}

/** Publishes a stored draft version; false when there is no such version. */
export async function publishFinalPageVersion(
  db: Db,
  slug: string,
  version: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(finalPages)
      .set({
        status: "published",
        publishedAt: sql`coalesce(${finalPages.publishedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(finalPages.slug, slug), eq(finalPages.version, version)))
      .returning({ id: finalPages.id });
    if (updated.length === 0) return false;
    await bumpCatalogVersion(tx);
    return true;
  });
}

/** Creates or replaces a package set. */
export async function savePackageSet(db: Db, input: PackageSet): Promise<void> {
  const set = packageSetSchema.parse(input);
  const values = {
    packageIds: set.packageIds,
    discount: set.discount,
    expiredSetId: set.expiredSetId ?? null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pricePackageSets)
      .values({ id: set.id, ...values })
      .onConflictDoUpdate({
        target: pricePackageSets.id,
        set: { ...values, updatedAt: sql`now()` },
      });
    await bumpCatalogVersion(tx);
  });
}
