import { sql } from "drizzle-orm";
import { demoFinalPages } from "@/features/final-page/data/demo-final-pages";
import { demoPackageSets } from "@/features/final-page/data/demo-package-sets";
import type { Db } from "../db-type";
import { finalPageConfigVersion, finalPages, pricePackageSets } from "../schema/final-pages";

/**
 * Inserts the demo package sets and version 1 of the demo final pages, published, when missing
 * (docs/final-page.md, "Storage"). Sets and pages staff changed are left as they are.
 */
export async function seedFinalPages(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const sets = await tx
      .insert(pricePackageSets)
      .values(
        demoPackageSets.map((set) => ({
          id: set.id,
          packageIds: set.packageIds,
          discount: set.discount,
          expiredSetId: set.expiredSetId ?? null,
        })),
      )
      .onConflictDoNothing({ target: pricePackageSets.id })
      .returning({ id: pricePackageSets.id });
    const pages = await tx
      .insert(finalPages)
      .values(
        demoFinalPages.map((page) => ({
          slug: page.slug,
          version: 1,
          status: "published" as const,
          blocks: page.content,
          publishedAt: sql`now()`,
        })),
      )
      .onConflictDoNothing({ target: [finalPages.slug, finalPages.version] })
      .returning({ id: finalPages.id });
    if (sets.length + pages.length > 0) {
      await tx
        .insert(finalPageConfigVersion)
        .values({ id: 1, version: 1 })
        .onConflictDoUpdate({
          target: finalPageConfigVersion.id,
          set: { version: sql`${finalPageConfigVersion.version} + 1`, updatedAt: sql`now()` },
        });
    }
  });
}
