import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import {
  pageSplitGroupSchema,
  type PageSplitGroup,
  type SplitGroupMap,
} from "@/features/experiments/domain/page-split-schema";
import { experimentNameSchema } from "@/features/experiments/domain/field-schemas";
import type { Db } from "@/server/db/db-type";
import { pageSplitGroups } from "@/server/db/schema/experiments";
import { bumpConfigVersion } from "./config-version";

/** The split group map (page-level splits), in sort order then name. */
export async function listPageSplitGroups(db: Db): Promise<SplitGroupMap> {
  const rows = await db
    .select()
    .from(pageSplitGroups)
    .orderBy(asc(pageSplitGroups.sortOrder), asc(pageSplitGroups.name));
  const map: SplitGroupMap = {};
  for (const row of rows) {
    map[row.name] = {
      paths: row.paths,
      condition: row.condition,
      coverage: row.coverage,
      options: row.options,
    };
  }
  return map;
}

/** Creates or replaces one page-level split group; validated first (ZodError when invalid). */
export async function savePageSplitGroup(
  db: Db,
  name: string,
  input: unknown,
  sortOrder = 0,
): Promise<PageSplitGroup> {
  const groupName = experimentNameSchema.parse(name);
  const group = pageSplitGroupSchema.parse(input);
  await db.transaction(async (tx) => {
    const values = { ...group, sortOrder };
    await tx
      .insert(pageSplitGroups)
      .values({ name: groupName, ...values })
      .onConflictDoUpdate({
        target: pageSplitGroups.name,
        set: { ...values, updatedAt: sql`now()` },
      });
    await bumpConfigVersion(tx);
  });
  return group;
}

/**
 * Sends all traffic of a page-level split to one option (weight 100, the others 0), which
 * drops the group from the active set: the way to switch a page split off without losing it.
 */
export async function switchOffPageSplit(
  db: Db,
  name: string,
  keepOptionId: string,
): Promise<boolean> {
  const current = (await listPageSplitGroups(db))[name];
  if (!current || !current.options.some((option) => option.id === keepOptionId)) return false;
  const options = current.options.map((option) => ({
    ...option,
    weight: option.id === keepOptionId ? 100 : 0,
  }));
  const [row] = await db
    .select({ sortOrder: pageSplitGroups.sortOrder })
    .from(pageSplitGroups)
    .where(eq(pageSplitGroups.name, name));
  await savePageSplitGroup(db, name, { ...current, options }, row?.sortOrder ?? 0);
  return true;
}

export async function deletePageSplitGroup(db: Db, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(pageSplitGroups)
      .where(eq(pageSplitGroups.name, name))
      .returning({ name: pageSplitGroups.name });
    if (removed.length > 0) await bumpConfigVersion(tx);
    return removed.length > 0;
  });
}
