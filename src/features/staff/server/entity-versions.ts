import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { checkExpectedVersion, type VersionConflict } from "@/features/staff/domain/version-conflict";
import type { StaffMember } from "@/features/staff/domain/staff-access";
import type { Db } from "@/server/db/db-type";
import { entityVersions } from "@/server/db/schema/staff";
import { recordAudit } from "./record-audit";

export type EntityRef = { entityType: string; entityId: string };
export type VersionRow = typeof entityVersions.$inferSelect;
/** Who saves: a staff member (id null for the command line or a deleted account). */
export type Editor = { id: StaffMember["id"] | null; email: string };
type Context = { staff: Editor; requestId?: string | null; reason?: string | null; now?: Date };

/** A refused save or publish: stale (someone saved since), or nothing to publish / roll back to. */
export class VersionError extends Error {
  constructor(
    readonly code: "stale_version" | "no_draft" | "no_version",
    message: string,
    readonly conflict?: VersionConflict,
  ) {
    super(message);
    this.name = "VersionError";
  }
}

const where = (ref: EntityRef) => and(eq(entityVersions.entityType, ref.entityType), eq(entityVersions.entityId, ref.entityId));

/** Every version of an entity, newest first (the editor's history). */
export async function listVersions(db: Db, ref: EntityRef): Promise<VersionRow[]> {
  return db.select().from(entityVersions).where(where(ref)).orderBy(desc(entityVersions.version));
}

/** What visitors see: the published version's content, or null. Drafts never. */
export async function readPublished(db: Db, ref: EntityRef): Promise<VersionRow | null> {
  const [row] = await db.select().from(entityVersions).where(and(where(ref), eq(entityVersions.state, "published"))).limit(1);
  return row ?? null;
}

/** The pending draft's content, or null without a draft (publishing then refuses `no_draft`). */
export async function readDraftContent(db: Db, ref: EntityRef): Promise<unknown> {
  const [row] = await db.select({ content: entityVersions.content }).from(entityVersions).where(and(where(ref), eq(entityVersions.state, "draft"))).limit(1);
  return row?.content ?? null;
}

async function head(db: Db, ref: EntityRef): Promise<VersionRow | null> {
  const [row] = await db.select().from(entityVersions).where(where(ref)).orderBy(desc(entityVersions.version)).limit(1);
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Runs one change in a transaction; a concurrent writer's new version (unique index) reads as stale. */
async function inTransaction<T>(db: Db, ref: EntityRef, expectedVersion: number, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => work(tx as unknown as Db));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const now = await head(db, ref);
    const conflict = checkExpectedVersion(expectedVersion, now);
    throw new VersionError("stale_version", conflict?.message ?? "Someone saved at the same moment. Reload it.", conflict ?? undefined);
  }
}

async function assertHead(tx: Db, ref: EntityRef, expectedVersion: number): Promise<VersionRow | null> {
  const current = await head(tx, ref);
  const conflict = checkExpectedVersion(expectedVersion, current);
  if (conflict) throw new VersionError("stale_version", conflict.message, conflict);
  return current;
}

/**
 * Saves the editor's content as a new draft version (docs/staff.md, "Versions"). Refused with
 * a `stale_version` VersionError naming who changed it and when, unless `expectedVersion` is
 * the newest version (0 for a new entity). The previous draft is archived; the published
 * version stays live.
 */
export async function saveDraft(db: Db, ref: EntityRef, content: unknown, expectedVersion: number, context: Context): Promise<VersionRow> {
  return inTransaction(db, ref, expectedVersion, async (tx) => {
    const current = await assertHead(tx, ref, expectedVersion);
    const [previousDraft] = await tx.select().from(entityVersions).where(and(where(ref), eq(entityVersions.state, "draft"))).limit(1);
    if (previousDraft) await tx.update(entityVersions).set({ state: "archived" }).where(eq(entityVersions.id, previousDraft.id));
    const [row] = await tx
      .insert(entityVersions)
      .values({ ...ref, version: expectedVersion + 1, state: "draft", content, createdBy: context.staff.email, createdAt: context.now ?? new Date() })
      .returning();
    await recordAudit(tx, {
      ...ref,
      staff: context.staff,
      action: "version.save_draft",
      before: previousDraft?.content ?? current?.content ?? null,
      after: content,
      reason: context.reason,
      requestId: context.requestId,
      at: context.now,
    });
    return row!;
  });
}

/** Publishes the current draft: it becomes the one published version; the old one is archived. */
export async function publishDraft(db: Db, ref: EntityRef, expectedVersion: number, context: Context): Promise<VersionRow> {
  return inTransaction(db, ref, expectedVersion, async (tx) => {
    await assertHead(tx, ref, expectedVersion);
    const [draft] = await tx.select().from(entityVersions).where(and(where(ref), eq(entityVersions.state, "draft"))).limit(1);
    if (!draft) throw new VersionError("no_draft", "There is no draft to publish.");
    return promote(tx, ref, draft, "version.publish", context);
  });
}

/**
 * One-click rollback: the content of an earlier version is published again as a NEW version
 * (history is never rewritten), so the rollback itself can be rolled back. A pending draft stays.
 */
export async function rollbackTo(db: Db, ref: EntityRef, version: number, expectedVersion: number, context: Context): Promise<VersionRow> {
  return inTransaction(db, ref, expectedVersion, async (tx) => {
    const current = await assertHead(tx, ref, expectedVersion);
    const [target] = await tx.select().from(entityVersions).where(and(where(ref), eq(entityVersions.version, version))).limit(1);
    if (!target || !current) throw new VersionError("no_version", `Version ${version} does not exist.`);
    const [copy] = await tx
      .insert(entityVersions)
      .values({ ...ref, version: current.version + 1, state: "archived", content: target.content, createdBy: context.staff.email, createdAt: context.now ?? new Date() })
      .returning();
    return promote(tx, ref, copy!, "version.rollback", { ...context, reason: context.reason ?? `rollback to version ${version}` });
  });
}

async function promote(tx: Db, ref: EntityRef, row: VersionRow, action: string, context: Context): Promise<VersionRow> {
  const [live] = await tx.select().from(entityVersions).where(and(where(ref), eq(entityVersions.state, "published"))).limit(1);
  if (live) await tx.update(entityVersions).set({ state: "archived" }).where(eq(entityVersions.id, live.id));
  const [published] = await tx.update(entityVersions).set({ state: "published" }).where(eq(entityVersions.id, row.id)).returning();
  await recordAudit(tx, {
    ...ref,
    staff: context.staff,
    action,
    before: live?.content ?? null,
    after: row.content,
    reason: context.reason,
    requestId: context.requestId,
    at: context.now,
  });
  return published!;
}
