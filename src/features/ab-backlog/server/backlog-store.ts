import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { ZodError } from "zod";
import { hypothesisFieldsSchema } from "@/features/ab-backlog/domain/hypothesis-schema";
import {
  iceScore,
  planMove,
  type HypothesisSort,
  type HypothesisStatus,
  type MoveRequest,
} from "@/features/ab-backlog/domain/hypothesis";
import { listVersions, publishDraft, saveDraft, type Editor, type VersionRow } from "@/features/staff/server/entity-versions";
import type { Db } from "@/server/db/db-type";
import { abHypotheses } from "@/server/db/schema/ab-backlog";
import { pageSplitGroups, splitConfigs } from "@/server/db/schema/experiments";
import { staffUsers } from "@/server/db/schema/staff";

/** Entity type of hypotheses in entity versions and the audit log. */
export const HYPOTHESIS_ENTITY = "hypothesis";
const ref = (id: string) => ({ entityType: HYPOTHESIS_ENTITY, entityId: id });

export type Hypothesis = typeof abHypotheses.$inferSelect;
type Context = { staff: Editor; requestId?: string | null };

/** A refused backlog change, with a message for staff. */
export class BacklogError extends Error {
  constructor(
    readonly code: "invalid" | "missing" | "unknown_split" | "unknown_owner" | "bad_move",
    message: string,
  ) {
    super(message);
    this.name = "BacklogError";
  }
}

/** The backlog sorted by ICE score (ties: newest first), optionally one status only. */
export async function listHypotheses(db: Db, options: { sort: HypothesisSort; status?: HypothesisStatus | null }): Promise<Hypothesis[]> {
  const order = options.sort === "asc" ? asc(abHypotheses.score) : desc(abHypotheses.score);
  const query = db.select().from(abHypotheses);
  const filtered = options.status ? query.where(eq(abHypotheses.status, options.status)) : query;
  return filtered.orderBy(order, desc(abHypotheses.createdAt), asc(abHypotheses.id));
}

/** One hypothesis with its versions (newest first), or null. */
export async function readHypothesis(db: Db, id: string): Promise<{ hypothesis: Hypothesis; version: number; versions: VersionRow[] } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [hypothesis] = await db.select().from(abHypotheses).where(eq(abHypotheses.id, id));
  if (!hypothesis) return null;
  const versions = await listVersions(db, ref(id));
  return { hypothesis, version: versions[0]?.version ?? 0, versions };
}

/** True when a split test (split_configs) or a page split (page_split_groups) has this name. */
export async function splitExists(db: Db, name: string): Promise<boolean> {
  const [step] = await db.select({ name: splitConfigs.name }).from(splitConfigs).where(eq(splitConfigs.name, name));
  if (step) return true;
  const [page] = await db.select({ name: pageSplitGroups.name }).from(pageSplitGroups).where(eq(pageSplitGroups.name, name));
  return Boolean(page);
}

/** The names a hypothesis may link to, for the form's suggestions. */
export async function listSplitNames(db: Db): Promise<string[]> {
  const steps = await db.select({ name: splitConfigs.name }).from(splitConfigs).orderBy(asc(splitConfigs.name));
  const pages = await db.select({ name: pageSplitGroups.name }).from(pageSplitGroups).orderBy(asc(pageSplitGroups.name));
  return [...new Set([...steps, ...pages].map((row) => row.name))];
}

async function parseFields(db: Db, input: unknown) {
  let fields;
  try {
    fields = hypothesisFieldsSchema.parse(input);
  } catch (error) {
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      throw new BacklogError("invalid", `${issue?.path.join(".") || "hypothesis"}: ${issue?.message ?? "invalid"}`);
    }
    throw error;
  }
  const [owner] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, fields.ownerEmail)).limit(1);
  if (!owner) throw new BacklogError("unknown_owner", `${fields.ownerEmail} is not a staff account. The owner must be a member of staff.`);
  if (fields.splitName && !(await splitExists(db, fields.splitName))) {
    throw new BacklogError("unknown_split", `There is no split named ${fields.splitName}. Link an existing split test or page split, or leave it empty.`);
  }
  return { ...fields, score: iceScore(fields.impact, fields.confidence, fields.ease) };
}

/** What a version keeps: the hypothesis as staff see it, without bookkeeping columns. */
function snapshot(row: Hypothesis) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...content } = row;
  return content;
}

async function record(tx: Db, row: Hypothesis, expectedVersion: number, context: Context): Promise<VersionRow> {
  const draft = await saveDraft(tx, ref(row.id), snapshot(row), expectedVersion, context);
  return publishDraft(tx, ref(row.id), draft.version, context);
}

/** Adds a hypothesis (status idea), versioned and audited. */
export async function createHypothesis(db: Db, input: unknown, context: Context): Promise<{ hypothesis: Hypothesis; version: number }> {
  const fields = await parseFields(db, input);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const [row] = await tx.insert(abHypotheses).values({ ...fields, status: "idea" }).returning();
    const version = await record(tx, row!, 0, context);
    return { hypothesis: row!, version: version.version };
  });
}

async function current(tx: Db, id: string): Promise<Hypothesis> {
  const [row] = /^[0-9a-f-]{36}$/i.test(id) ? await tx.select().from(abHypotheses).where(eq(abHypotheses.id, id)) : [];
  if (!row) throw new BacklogError("missing", "This hypothesis no longer exists.");
  return row;
}

/** Saves edited fields; refused when someone saved since `expectedVersion`. */
export async function updateHypothesis(db: Db, id: string, input: unknown, expectedVersion: number, context: Context): Promise<{ hypothesis: Hypothesis; version: number }> {
  const fields = await parseFields(db, input);
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await current(tx, id);
    const [row] = await tx.update(abHypotheses).set({ ...fields, updatedAt: new Date() }).where(eq(abHypotheses.id, id)).returning();
    const version = await record(tx, row!, expectedVersion, context);
    return { hypothesis: row!, version: version.version };
  });
}

/** Moves a hypothesis to another status (docs/ab-backlog.md): forward or back to idea; concluding needs an outcome and a learning. */
export async function moveHypothesis(db: Db, id: string, request: MoveRequest, expectedVersion: number, context: Context): Promise<{ hypothesis: Hypothesis; version: number }> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await current(tx, id);
    const move = planMove(before.status, request);
    if (!move.ok) throw new BacklogError("bad_move", move.message);
    const [row] = await tx
      .update(abHypotheses)
      .set({ status: move.status, outcome: move.outcome, learning: move.learning, updatedAt: new Date() })
      .where(eq(abHypotheses.id, id))
      .returning();
    const version = await record(tx, row!, expectedVersion, { ...context });
    return { hypothesis: row!, version: version.version };
  });
}

