import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import {
  pageSplitGroupSchema,
  type PageSplitGroup,
  type SplitGroupMap,
} from "@/features/experiments/domain/page-split-schema";
import { experimentNameSchema } from "@/features/experiments/domain/field-schemas";
import type { Db } from "@/server/db/db-type";
import { pageSplitGroups, type SplitStatus } from "@/server/db/schema/experiments";
import { bumpConfigVersion } from "./config-version";

export type StoredPageSplitGroup = { name: string; group: PageSplitGroup; status: SplitStatus; sortOrder: number };

/** Every page-level split group with its status and sort order, in sort order then name. */
export async function listPageSplitGroupRows(db: Db): Promise<StoredPageSplitGroup[]> {
  const rows = await db
    .select()
    .from(pageSplitGroups)
    .orderBy(asc(pageSplitGroups.sortOrder), asc(pageSplitGroups.name));
  return rows.map((row) => ({
    name: row.name,
    status: row.status,
    sortOrder: row.sortOrder,
    group: { paths: row.paths, condition: row.condition, coverage: row.coverage, options: row.options },
  }));
}

/** The split group map (page-level splits, whatever their status), in sort order then name. */
export async function listPageSplitGroups(db: Db): Promise<SplitGroupMap> {
  const map: SplitGroupMap = {};
  for (const row of await listPageSplitGroupRows(db)) map[row.name] = row.group;
  return map;
}

/**
 * Creates or replaces one page-level split group; validated first (ZodError when invalid).
 * `status` is set when given; otherwise a new row runs and an existing row keeps its status.
 */
export async function savePageSplitGroup(
  db: Db,
  name: string,
  input: unknown,
  sortOrder = 0,
  status?: SplitStatus,
): Promise<PageSplitGroup> {
  const groupName = experimentNameSchema.parse(name);
  const group = pageSplitGroupSchema.parse(input);
  await db.transaction(async (tx) => {
    const values = { ...group, sortOrder, ...(status ? { status } : {}) };
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

/** Starts or stops a page-level split (docs/split-admin.md, "Status"); false when there is none. */
export async function setPageSplitStatus(db: Db, name: string, status: SplitStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(pageSplitGroups)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(pageSplitGroups.name, name))
      .returning({ name: pageSplitGroups.name });
    if (changed.length > 0) await bumpConfigVersion(tx);
    return changed.length > 0;
  });
}
