import "server-only";
import { desc, eq } from "drizzle-orm";
import type { FinalPageCatalog } from "@/features/final-page/domain/choose-final-page";
import type { FinalPage } from "@/features/final-page/domain/final-page";
import {
  finalPageContentSchema,
  packageSetSchema,
} from "@/features/final-page/domain/final-page-schema";
import type { PackageSet } from "@/features/final-page/domain/package-set";
import type { Db } from "@/server/db/db-type";
import { finalPages, pricePackageSets } from "@/server/db/schema/final-pages";
import { logger } from "@/server/log/logger";

/**
 * The latest published version of every page and every package set (docs/final-page.md,
 * "Storage"). Rows that fail the schema are skipped and logged, never shown; a broken latest
 * version hides the slug rather than falling back to an older one.
 */
export async function loadFinalPageCatalog(db: Db): Promise<FinalPageCatalog> {
  const pageRows = await db
    .selectDistinctOn([finalPages.slug])
    .from(finalPages)
    .where(eq(finalPages.status, "published"))
    .orderBy(finalPages.slug, desc(finalPages.version));
  const pages: Record<string, FinalPage> = Object.create(null) as Record<string, FinalPage>;
  for (const row of pageRows) {
    const content = finalPageContentSchema.safeParse(row.blocks);
    if (!content.success) {
      logger.error("stored final page is not valid", { slug: row.slug, version: row.version });
      continue;
    }
    pages[row.slug] = { slug: row.slug, version: row.version, ...content.data };
  }

  const setRows = await db.select().from(pricePackageSets);
  const packageSets: Record<string, PackageSet> = Object.create(null) as Record<string, PackageSet>;
  for (const row of setRows) {
    const set = packageSetSchema.safeParse({
      id: row.id,
      packageIds: row.packageIds,
      discount: row.discount,
      ...(row.expiredSetId ? { expiredSetId: row.expiredSetId } : {}),
    });
    if (!set.success) {
      logger.error("stored package set is not valid", { setId: row.id });
      continue;
    }
    packageSets[row.id] = set.data;
  }
  return { pages, packageSets };
}
