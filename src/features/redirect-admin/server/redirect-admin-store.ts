import "server-only";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { ZodError } from "zod";
import { redirectConfigSchema, type RedirectConfig } from "@/features/experiments/domain/redirect-config-schema";
import { bumpConfigVersion } from "@/features/experiments/server/config-version";
import { deleteRedirectConfig, listRedirectConfigs, saveRedirectConfig } from "@/features/experiments/server/redirect-config-repository";
import { sameNames } from "@/features/redirect-admin/domain/rule-form";
import { checkExpectedVersion } from "@/features/staff/domain/version-conflict";
import { listVersions, publishDraft, rollbackTo, saveDraft, VersionError, type Editor, type VersionRow } from "@/features/staff/server/entity-versions";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { redirectConfigs } from "@/server/db/schema/experiments";
import { entityVersions } from "@/server/db/schema/staff";

/** Entity type of redirect configurations in entity versions and the audit log. */
export const REDIRECT_ENTITY = "redirect";
const ref = (name: string) => ({ entityType: REDIRECT_ENTITY, entityId: name });

type Context = { staff: Editor; requestId?: string | null };

/** A refused redirect change, with a message for staff. */
export class RedirectAdminError extends Error {
  constructor(
    readonly code: "invalid" | "exists" | "missing" | "stale_order" | "name_used",
    message: string,
  ) {
    super(message);
    this.name = "RedirectAdminError";
  }
}

/** The configurations in the order they are tried, each with its newest version number (0: none yet). */
export async function listRedirectsForAdmin(db: Db): Promise<Array<RedirectConfig & { version: number }>> {
  const configs = await listRedirectConfigs(db);
  const heads = configs.length
    ? await db
        .select({ name: entityVersions.entityId, version: max(entityVersions.version) })
        .from(entityVersions)
        .where(sql`${entityVersions.entityType} = ${REDIRECT_ENTITY} and ${inArray(entityVersions.entityId, configs.map((c) => c.name))}`)
        .groupBy(entityVersions.entityId)
    : [];
  const byName = new Map(heads.map((row) => [row.name, row.version ?? 0]));
  return configs.map((config) => ({ ...config, version: byName.get(config.name) ?? 0 }));
}

/** One configuration for the editor: its live content (null when there is none), its versions. */
export async function readRedirectForEditor(db: Db, name: string): Promise<{ config: RedirectConfig | null; version: number; versions: VersionRow[] }> {
  const [configs, versions] = await Promise.all([listRedirectConfigs(db), listVersions(db, ref(name))]);
  return { config: configs.find((config) => config.name === name) ?? null, version: versions[0]?.version ?? 0, versions };
}

function parseConfig(input: unknown): RedirectConfig {
  try {
    return redirectConfigSchema.parse(input);
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      throw new RedirectAdminError("invalid", `${where}${issue?.message ?? "invalid configuration"}`);
    }
    throw error;
  }
}

async function sortOrderOf(tx: Db, name: string): Promise<number> {
  const [row] = await tx.select({ sortOrder: redirectConfigs.sortOrder }).from(redirectConfigs).where(eq(redirectConfigs.name, name));
  if (row) return row.sortOrder;
  const [last] = await tx.select({ top: max(redirectConfigs.sortOrder) }).from(redirectConfigs);
  return last?.top === null || last?.top === undefined ? 0 : last.top + 1;
}

async function exists(tx: Db, name: string): Promise<boolean> {
  const [row] = await tx.select({ id: redirectConfigs.id }).from(redirectConfigs).where(eq(redirectConfigs.name, name));
  return Boolean(row);
}

/**
 * Saves a configuration and puts it live at once: a new version (refused when stale), published,
 * written to the tables the engine reads, and the configuration version bumped so every
 * instance reloads (docs/redirect-admin.md). A new one goes last in the order. With
 * `previousName` set to another name the configuration is renamed: its place in the order and
 * its version history move to the new name (a name with a history of its own is refused).
 */
export async function saveRedirect(
  db: Db,
  input: { config: unknown; expectedVersion: number; isNew: boolean; previousName?: string | null },
  context: Context,
): Promise<VersionRow> {
  const config = parseConfig(input.config);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const previousName = input.previousName && !input.isNew ? input.previousName : null;
    if (previousName && previousName !== config.name) await rename(tx, previousName, config.name, input.expectedVersion, context);
    const present = await exists(tx, config.name);
    if (input.isNew && present) throw new RedirectAdminError("exists", `A redirect configuration named ${config.name} exists already.`);
    if (!input.isNew && !present) throw new RedirectAdminError("missing", `${config.name} was deleted since you opened it. Reload the list.`);
    const sortOrder = await sortOrderOf(tx, config.name);
    const draft = await saveDraft(tx, ref(config.name), config, input.expectedVersion, context);
    const published = await publishDraft(tx, ref(config.name), draft.version, context);
    await saveRedirectConfig(tx, config, sortOrder);
    return published;
  });
}

async function rename(tx: Db, from: string, to: string, expectedVersion: number, context: Context): Promise<void> {
  if (!(await exists(tx, from))) throw new RedirectAdminError("missing", `${from} was deleted since you opened it. Reload the list.`);
  if (await exists(tx, to)) throw new RedirectAdminError("exists", `A redirect configuration named ${to} exists already.`);
  const [used] = await tx.select({ id: entityVersions.id }).from(entityVersions).where(and(eq(entityVersions.entityType, REDIRECT_ENTITY), eq(entityVersions.entityId, to))).limit(1);
  if (used) throw new RedirectAdminError("name_used", `The name ${to} was used by a deleted configuration and keeps its history. Pick another name.`);
  const conflict = checkExpectedVersion(expectedVersion, (await listVersions(tx, ref(from)))[0] ?? null);
  if (conflict) throw new VersionError("stale_version", conflict.message, conflict);
  await tx.update(redirectConfigs).set({ name: to, updatedAt: sql`now()` }).where(eq(redirectConfigs.name, from));
  await tx.update(entityVersions).set({ entityId: to }).where(and(eq(entityVersions.entityType, REDIRECT_ENTITY), eq(entityVersions.entityId, from)));
  await recordAudit(tx, { ...ref(to), staff: context.staff, action: "redirect.rename", before: { name: from }, after: { name: to }, requestId: context.requestId });
}

/** Publishes an earlier version again (as a new version) and puts it live. */
export async function rollbackRedirect(db: Db, name: string, version: number, expectedVersion: number, context: Context): Promise<VersionRow> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const sortOrder = await sortOrderOf(tx, name);
    const row = await rollbackTo(tx, ref(name), version, expectedVersion, context);
    await saveRedirectConfig(tx, parseConfig(row.content), sortOrder);
    return row;
  });
}

/** Deletes a configuration (its versions stay as history); audited with its last content. */
export async function deleteRedirect(db: Db, name: string, context: Context): Promise<boolean> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = (await listRedirectConfigs(tx)).find((config) => config.name === name);
    if (!before) return false;
    await deleteRedirectConfig(tx, name);
    await recordAudit(tx, { ...ref(name), staff: context.staff, action: "redirect.delete", before, after: null, requestId: context.requestId });
    return true;
  });
}

/**
 * Sets the order in which configurations are tried. Refused when the names are not exactly the
 * configurations there are now (one was added or deleted since the page was opened).
 */
export async function reorderRedirects(db: Db, names: readonly string[], context: Context): Promise<string[]> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const rows = await tx.select({ name: redirectConfigs.name }).from(redirectConfigs).orderBy(asc(redirectConfigs.sortOrder), asc(redirectConfigs.id));
    const current = rows.map((row) => row.name);
    if (!sameNames(current, names)) {
      throw new RedirectAdminError("stale_order", "The list changed since you opened it (a configuration was added or deleted). Reload and order it again.");
    }
    for (const [sortOrder, name] of names.entries()) {
      await tx.update(redirectConfigs).set({ sortOrder, updatedAt: sql`now()` }).where(eq(redirectConfigs.name, name));
    }
    await bumpConfigVersion(tx);
    await recordAudit(tx, {
      entityType: REDIRECT_ENTITY,
      entityId: "*order",
      staff: context.staff,
      action: "redirect.reorder",
      before: { order: current },
      after: { order: [...names] },
      requestId: context.requestId,
    });
    return [...names];
  });
}
