import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { finalPageConfigVersion } from "@/server/db/schema/final-pages";

/** The current catalog version (0 before the first change). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: finalPageConfigVersion.version })
    .from(finalPageConfigVersion)
    .where(eq(finalPageConfigVersion.id, 1));
  return row?.version ?? 0;
}

/** Marks a change of pages or package sets; call inside the transaction that made it. */
export async function bumpCatalogVersion(db: Db): Promise<void> {
  await db
    .insert(finalPageConfigVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: finalPageConfigVersion.id,
      set: { version: sql`${finalPageConfigVersion.version} + 1`, updatedAt: sql`now()` },
    });
}
