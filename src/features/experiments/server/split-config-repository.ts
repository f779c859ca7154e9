import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import {
  splitConfigSchema,
  type SplitConfig,
} from "@/features/experiments/domain/split-config-schema";
import type { Db } from "@/server/db/db-type";
import { splitConfigGroups, splitConfigs, type SplitStatus } from "@/server/db/schema/experiments";
import { bumpConfigVersion } from "./config-version";

export type StoredSplitConfig = SplitConfig & { runCondition: string; sortOrder: number };
export type StatusedSplitConfig = StoredSplitConfig & { status: SplitStatus };

/** Every split configuration with its groups, in editor order (sort order, then creation). */
export async function listSplitConfigs(db: Db): Promise<StoredSplitConfig[]> {
  return (await listSplitConfigsWithStatus(db)).map(({ status: _status, ...config }) => config);
}

/** The same list with each configuration's status (draft, running, stopped). */
export async function listSplitConfigsWithStatus(db: Db): Promise<StatusedSplitConfig[]> {
  const configs = await db
    .select()
    .from(splitConfigs)
    .orderBy(asc(splitConfigs.sortOrder), asc(splitConfigs.id));
  const groups = await db
    .select()
    .from(splitConfigGroups)
    .orderBy(asc(splitConfigGroups.configId), asc(splitConfigGroups.position));
  return configs.map((config) => ({
    name: config.name,
    initial: { name: config.step },
    runCondition: config.runCondition,
    participantPercentage: config.participantPercentage,
    sortOrder: config.sortOrder,
    status: config.status,
    groups: groups
      .filter((group) => group.configId === config.id)
      .map((group) => ({
        percent: group.percent,
        instructionCondition: group.instructionCondition,
      })),
  }));
}

/**
 * Creates or replaces a split configuration (matched by name). The input is validated with
 * the split config schema first; a ZodError is thrown for invalid input. `status` is set when
 * given; otherwise a new row runs and an existing row keeps its status.
 */
export async function saveSplitConfig(db: Db, input: unknown, sortOrder = 0, status?: SplitStatus): Promise<SplitConfig> {
  const config = splitConfigSchema.parse(input);
  await db.transaction(async (tx) => {
    const values = {
      name: config.name,
      step: config.initial.name,
      runCondition: config.runCondition,
      participantPercentage: config.participantPercentage,
      sortOrder,
    };
    const [row] = await tx
      .insert(splitConfigs)
      .values(status ? { ...values, status } : values)
      .onConflictDoUpdate({ target: splitConfigs.name, set: { ...values, ...(status ? { status } : {}), updatedAt: sql`now()` } })
      .returning({ id: splitConfigs.id });
    if (!row) throw new Error(`split config ${config.name} was not stored`);
    await tx.delete(splitConfigGroups).where(eq(splitConfigGroups.configId, row.id));
    await tx.insert(splitConfigGroups).values(
      config.groups.map((group, position) => ({
        configId: row.id,
        position,
        percent: group.percent,
        instructionCondition: group.instructionCondition,
      })),
    );
    await bumpConfigVersion(tx);
  });
  return config;
}

/** Deletes a configuration and its groups; false when there was none. */
export async function deleteSplitConfig(db: Db, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(splitConfigs)
      .where(eq(splitConfigs.name, name))
      .returning({ id: splitConfigs.id });
    if (removed.length > 0) await bumpConfigVersion(tx);
    return removed.length > 0;
  });
}

/** Starts or stops a configuration (docs/split-admin.md, "Status"); false when there is none. */
export async function setSplitConfigStatus(db: Db, name: string, status: SplitStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(splitConfigs)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(splitConfigs.name, name))
      .returning({ id: splitConfigs.id });
    if (changed.length > 0) await bumpConfigVersion(tx);
    return changed.length > 0;
  });
}
