import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/db-type";
import { experimentConfigVersion } from "@/server/db/schema/experiments";

/** The current configuration version (0 before the first change). */
export async function readConfigVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: experimentConfigVersion.version })
    .from(experimentConfigVersion)
    .where(eq(experimentConfigVersion.id, 1));
  return row?.version ?? 0;
}

/** Marks a configuration change; call inside the transaction that made it. */
export async function bumpConfigVersion(db: Db): Promise<void> {
  await db
    .insert(experimentConfigVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: experimentConfigVersion.id,
      set: { version: sql`${experimentConfigVersion.version} + 1`, updatedAt: sql`now()` },
    });
}
