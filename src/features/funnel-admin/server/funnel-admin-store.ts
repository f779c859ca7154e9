import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { blankFunnel, duplicateFunnel } from "@/features/funnel-admin/domain/funnel-templates";
import { validateFunnel, type FunnelIssue } from "@/features/funnel-admin/domain/validate-funnel";
import { clearFunnelCache } from "@/features/quiz/server/get-funnel";
import { publishFunnel, saveFunnelDraft } from "@/features/quiz/server/funnel-store";
import { listVersions, publishDraft, rollbackTo, saveDraft, type Editor, type EntityRef } from "@/features/staff/server/entity-versions";
import type { Db } from "@/server/db/db-type";
import { quizFunnels } from "@/server/db/schema/quiz";
import { entityVersions } from "@/server/db/schema/staff";

/** Funnels are versioned as entity type "funnel", id = the funnel name (docs/funnel-admin.md). */
export const funnelRef = (name: string): EntityRef => ({ entityType: "funnel", entityId: name });

/** Names the editor's own addresses use (/api/mgmt/funnels/images). */
const reservedFunnelNames: ReadonlySet<string> = new Set(["images"]);

type Context = { staff: Editor; requestId?: string | null };

/** An edit refused before anything is stored: its HTTP status, code and the problems. */
export class FunnelEditError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly code: "invalid_definition" | "invalid_condition" | "unknown_funnel" | "name_taken" | "name_mismatch" | "reserved_name",
    message: string,
    readonly issues: FunnelIssue[] = [],
  ) {
    super(message);
    this.name = "FunnelEditError";
  }
}

export type FunnelSummary = {
  name: string;
  title: string;
  publishedVersion: number | null;
  hasDraft: boolean;
  headVersion: number;
  updatedBy: string | null;
  updatedAt: string;
};

/** Every funnel: its published quiz version, whether an unpublished draft waits, who changed it last. */
export async function listFunnelSummaries(db: Db): Promise<FunnelSummary[]> {
  const funnels = await db.select().from(quizFunnels).orderBy(quizFunnels.name);
  // Every version's head facts, but the content of drafts only (a title may wait there).
  const heads = await db
    .select({
      entityId: entityVersions.entityId,
      version: entityVersions.version,
      state: entityVersions.state,
      createdBy: entityVersions.createdBy,
      createdAt: entityVersions.createdAt,
      draftTitle: sql<string | null>`case when ${entityVersions.state} = 'draft' then ${entityVersions.content}->>'title' end`,
    })
    .from(entityVersions)
    .where(eq(entityVersions.entityType, "funnel"))
    .orderBy(desc(entityVersions.version));
  return funnels.map((funnel) => {
    const rows = heads.filter((row) => row.entityId === funnel.name);
    const head = rows[0];
    const draftTitle = rows.find((row) => row.state === "draft")?.draftTitle;
    const draft = { title: draftTitle ?? (funnel.draft as { title?: string }).title };
    return {
      name: funnel.name,
      title: draft.title ?? funnel.name,
      publishedVersion: funnel.publishedVersion,
      hasDraft: rows.some((row) => row.state === "draft"),
      headVersion: head?.version ?? 0,
      updatedBy: head?.createdBy ?? null,
      updatedAt: (head?.createdAt ?? funnel.updatedAt).toISOString(),
    };
  });
}

export type FunnelVersionInfo = { version: number; state: string; createdBy: string; createdAt: string; content: unknown };
export type FunnelEditorState = {
  name: string;
  /** What the editor opens: the pending draft, else the newest version, else the stored funnel. */
  definition: unknown;
  /** The version the editor started from; send it back with each save (0 before the first). */
  headVersion: number;
  hasDraft: boolean;
  publishedVersion: number | null;
  versions: FunnelVersionInfo[];
};

/** The editor's view of one funnel; null for an unknown name. */
export async function loadFunnelEditor(db: Db, name: string): Promise<FunnelEditorState | null> {
  const [funnel] = await db.select().from(quizFunnels).where(eq(quizFunnels.name, name));
  if (!funnel) return null;
  const rows = await listVersions(db, funnelRef(name));
  const draft = rows.find((row) => row.state === "draft");
  return {
    name,
    definition: (draft ?? rows.find((row) => row.state === "published") ?? rows[0])?.content ?? funnel.draft,
    headVersion: rows[0]?.version ?? 0,
    hasDraft: Boolean(draft),
    publishedVersion: funnel.publishedVersion,
    versions: rows.map((row) => ({
      version: row.version,
      state: row.state,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      content: row.content,
    })),
  };
}

function checked(input: unknown) {
  const check = validateFunnel(input);
  if (!check.ok) {
    const code = check.issues.some((issue) => issue.code === "invalid_definition") ? "invalid_definition" : "invalid_condition";
    throw new FunnelEditError(400, code, check.issues[0]?.message ?? "The funnel is not valid.", check.issues);
  }
  return check.definition;
}

/** A new funnel from the blank template or as a copy of another; saved as its first draft. */
export async function createFunnel(db: Db, input: { name: string; title: string; from?: string | null }, context: Context) {
  if (reservedFunnelNames.has(input.name)) throw new FunnelEditError(400, "reserved_name", `${input.name} is used by the editor itself; choose another name.`);
  const [taken] = await db.select({ name: quizFunnels.name }).from(quizFunnels).where(eq(quizFunnels.name, input.name));
  if (taken) throw new FunnelEditError(409, "name_taken", `A funnel named ${input.name} exists already.`);
  let definition: unknown = blankFunnel(input.name, input.title);
  if (input.from) {
    const source = await loadFunnelEditor(db, input.from);
    if (!source) throw new FunnelEditError(404, "unknown_funnel", `There is no funnel named ${input.from}.`);
    definition = duplicateFunnel(source.definition as never, input.name, input.title);
  }
  const valid = checked(definition);
  await inOneTransaction(db, async (tx) => {
    await saveDraft(tx, funnelRef(input.name), valid, 0, context);
    await saveFunnelDraft(tx, valid);
  });
  return valid;
}

/**
 * Saves an edit as the funnel's new draft (visitors still see the published version). Refused
 * with 400 and the problems for an invalid definition or condition, and as stale (VersionError)
 * unless `expectedVersion` is the newest version; nothing is stored then.
 */
export async function saveFunnelEdit(db: Db, name: string, input: unknown, expectedVersion: number, context: Context) {
  const [funnel] = await db.select({ name: quizFunnels.name }).from(quizFunnels).where(eq(quizFunnels.name, name));
  if (!funnel) throw new FunnelEditError(404, "unknown_funnel", `There is no funnel named ${name}.`);
  const definition = checked(input);
  if (definition.name !== name) throw new FunnelEditError(400, "name_mismatch", "A funnel's name cannot change; duplicate it under the new name.");
  return inOneTransaction(db, async (tx) => {
    const row = await saveDraft(tx, funnelRef(name), definition, expectedVersion, context);
    await saveFunnelDraft(tx, definition);
    return row;
  });
}

/** Makes a stored definition what visitors see: the quiz's next immutable version. */
async function goLive(db: Db, content: unknown): Promise<number> {
  const definition = checked(content);
  await saveFunnelDraft(db, definition);
  return publishFunnel(db, definition.name);
}

/**
 * The editor's version and the quiz's tables change together or not at all (the inner
 * transactions become savepoints); the funnel cache is cleared once it is committed.
 */
async function inOneTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(tx as unknown as Db));
}

/** Publishes the pending draft (stale → VersionError, none → `no_draft`); returns the quiz version. */
export async function publishFunnelEdit(db: Db, name: string, expectedVersion: number, context: Context) {
  const result = await inOneTransaction(db, async (tx) => {
    const row = await publishDraft(tx, funnelRef(name), expectedVersion, context);
    return { version: row.version, quizVersion: await goLive(tx, row.content) };
  });
  clearFunnelCache();
  return result;
}

/** One click: an earlier version's content is published again as a new version. */
export async function rollbackFunnel(db: Db, name: string, version: number, expectedVersion: number, context: Context) {
  const result = await inOneTransaction(db, async (tx) => {
    const row = await rollbackTo(tx, funnelRef(name), version, expectedVersion, context);
    return { version: row.version, quizVersion: await goLive(tx, row.content) };
  });
  clearFunnelCache();
  return result;
}

/** The content of one version (for the diff view). */
export async function readFunnelVersion(db: Db, name: string, version: number): Promise<unknown> {
  const ref = funnelRef(name);
  const [row] = await db
    .select({ content: entityVersions.content })
    .from(entityVersions)
    .where(and(eq(entityVersions.entityType, ref.entityType), eq(entityVersions.entityId, ref.entityId), eq(entityVersions.version, version)));
  return row?.content ?? null;
}
