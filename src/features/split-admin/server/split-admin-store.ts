import "server-only";
import { unknownTargetProblems } from "@/features/split-admin/domain/instruction-targets";
import { loadInstructionChoices } from "./instruction-targets";
import { count } from "drizzle-orm";
import { listPageSplitGroupRows, savePageSplitGroup } from "@/features/experiments/server/page-split-repository";
import { listSplitConfigsWithStatus as listSplitConfigs, saveSplitConfig } from "@/features/experiments/server/split-config-repository";
import { loadExperimentConfig } from "@/features/experiments/server/load-experiment-config";
import { describeChanges, type ChangeLogEntry } from "@/features/split-admin/domain/change-log";
import { simulateVisitor, type SimulatedVisitor, type Simulation } from "@/features/split-admin/domain/simulate-visitor";
import {
  editedPageSplitSchema,
  editedSplitSchema,
  firstIssue,
  RESERVED_SPLIT_NAMES,
  type EditedSplit,
  type SplitKind,
  type SplitStatusValue,
  type SplitVersionContent,
} from "@/features/split-admin/domain/split-admin-schemas";
import { listAudit, recordAudit } from "@/features/staff/server/record-audit";
import { listVersions, publishDraft, saveDraft, type Editor, type VersionRow } from "@/features/staff/server/entity-versions";
import type { Db } from "@/server/db/db-type";
import { splitExposures } from "@/server/db/schema/experiments";

/**
 * Split tests and page splits are edited here (docs/split-admin.md): the engine's tables hold
 * the live configuration; every change also becomes a new published version in the shared
 * history (entity type `split` or `page-split`, id = the name) and an audit row.
 */
type Context = { staff: Editor; requestId?: string | null; now?: Date };

/** A refused change: the code and message are shown to staff as they are. */
export class SplitAdminError extends Error {
  constructor(
    readonly code: "invalid" | "name_taken" | "name_reserved" | "not_found" | "status" | "unknown_target",
    message: string,
  ) {
    super(message);
    this.name = "SplitAdminError";
  }
}

const ref = (kind: SplitKind, name: string) => ({ entityType: kind, entityId: name });

type Live = { content: SplitVersionContent; sortOrder: number };

/** The stored configuration and status of one split or page split, or null. */
export async function readLive(db: Db, kind: SplitKind, name: string): Promise<Live | null> {
  if (kind === "split") {
    const row = (await listSplitConfigs(db)).find((config) => config.name === name);
    if (!row) return null;
    const config = { name: row.name, initial: { name: row.initial.name }, runCondition: row.runCondition, participantPercentage: row.participantPercentage, groups: row.groups.map((group) => ({ ...group })) };
    return { sortOrder: row.sortOrder, content: { kind, status: row.status, config: config as EditedSplit } };
  }
  const row = (await listPageSplitGroupRows(db)).find((group) => group.name === name);
  if (!row) return null;
  return { sortOrder: row.sortOrder, content: { kind, status: row.status, config: { name: row.name, group: row.group } } };
}

function validate(kind: SplitKind, input: unknown): SplitVersionContent["config"] {
  const parsed = kind === "split" ? editedSplitSchema.safeParse(input) : editedPageSplitSchema.safeParse(input);
  if (!parsed.success) throw new SplitAdminError("invalid", firstIssue(parsed.error));
  return parsed.data;
}

/** A split whose instructions name a package set or final page that does not exist is refused. */
async function checkTargets(db: Db, config: SplitVersionContent["config"]): Promise<void> {
  if (!("groups" in config)) return;
  const choices = await loadInstructionChoices(db);
  const known = { price_package: choices.price_package.map((c) => c.value), final_page: choices.final_page.map((c) => c.value) };
  const [problem] = unknownTargetProblems(config.groups, known);
  if (problem) throw new SplitAdminError("unknown_target", problem);
}

async function writeLive(db: Db, content: SplitVersionContent, sortOrder: number): Promise<void> {
  if (content.kind === "split") await saveSplitConfig(db, content.config, sortOrder, content.status);
  else await savePageSplitGroup(db, content.config.name, content.config.group, sortOrder, content.status);
}

/**
 * One change: a new version (refused when `expectedVersion` is not the newest), published at
 * once, written to the engine's tables (which moves the configuration version so every
 * instance reloads) and audited as `<kind>.<action>`. A split that existed before it was
 * ever edited here gets its state recorded as a first version.
 */
async function change(
  db: Db,
  kind: SplitKind,
  name: string,
  next: SplitVersionContent,
  expectedVersion: number,
  action: "create" | "edit" | "start" | "stop" | "rollback",
  context: Context,
  before: Live | null,
  reason?: (version: number) => string,
): Promise<VersionRow> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const entity = ref(kind, name);
    let expected = expectedVersion;
    const [head] = await listVersions(tx, entity);
    if (!head && before && expectedVersion === 0) {
      await saveDraft(tx, entity, before.content, 0, { ...context, reason: "state before its first change here" });
      await publishDraft(tx, entity, 1, context);
      expected = 1;
    }
    const draft = await saveDraft(tx, entity, next, expected, context);
    const published = await publishDraft(tx, entity, draft.version, context);
    await writeLive(tx, next, before?.sortOrder ?? 0);
    await recordAudit(tx, {
      ...entity,
      staff: context.staff,
      action: `${kind}.${action}`,
      before: before?.content ?? null,
      after: next,
      reason: reason?.(published.version) ?? `version ${published.version}`,
      requestId: context.requestId,
      at: context.now,
    });
    return published;
  });
}

async function nameTaken(db: Db, name: string): Promise<boolean> {
  return (await readLive(db, "split", name)) !== null || (await readLive(db, "page-split", name)) !== null || (await listVersions(db, ref("split", name))).length > 0 || (await listVersions(db, ref("page-split", name))).length > 0;
}

/** Creates a split or page split as a draft (assigns nobody until started). */
export async function createSplit(db: Db, kind: SplitKind, input: unknown, context: Context): Promise<VersionRow> {
  const config = validate(kind, input);
  if ((RESERVED_SPLIT_NAMES as readonly string[]).includes(config.name))
    throw new SplitAdminError("name_reserved", `"${config.name}" is used by the management pages; choose another name.`);
  if (await nameTaken(db, config.name)) throw new SplitAdminError("name_taken", `A split or page split named "${config.name}" already exists.`);
  await checkTargets(db, config);
  return change(db, kind, config.name, { kind, status: "draft", config } as SplitVersionContent, 0, "create", context, null);
}

async function requireLive(db: Db, kind: SplitKind, name: string): Promise<Live> {
  const live = await readLive(db, kind, name);
  if (!live) throw new SplitAdminError("not_found", `There is no ${kind === "split" ? "split" : "page split"} named "${name}".`);
  return live;
}

/** Saves an edited configuration; the status stays. The name cannot change. */
export async function saveSplit(db: Db, kind: SplitKind, name: string, input: unknown, expectedVersion: number, context: Context): Promise<VersionRow> {
  const live = await requireLive(db, kind, name);
  const config = validate(kind, input);
  if (config.name !== name) throw new SplitAdminError("invalid", "The name of a split cannot change; create a new split instead.");
  await checkTargets(db, config);
  return change(db, kind, name, { kind, status: live.content.status, config } as SplitVersionContent, expectedVersion, "edit", context, live);
}

const allowed: Record<SplitStatusValue, SplitStatusValue[]> = { draft: ["running"], running: ["stopped"], stopped: ["running"] };

/** Start (draft or stopped → running) or stop (running → stopped); exposures are kept. */
export async function setSplitStatus(db: Db, kind: SplitKind, name: string, status: "running" | "stopped", expectedVersion: number, context: Context): Promise<VersionRow> {
  const live = await requireLive(db, kind, name);
  if (!allowed[live.content.status].includes(status))
    throw new SplitAdminError("status", `The split is ${live.content.status}; it cannot be ${status === "running" ? "started" : "stopped"} now.`);
  return change(db, kind, name, { ...live.content, status }, expectedVersion, status === "running" ? "start" : "stop", context, live);
}

/** Restores the configuration of an earlier version as a new version; the status stays as it is. */
export async function rollbackSplit(db: Db, kind: SplitKind, name: string, version: number, expectedVersion: number, context: Context): Promise<VersionRow> {
  const live = await requireLive(db, kind, name);
  const target = (await listVersions(db, ref(kind, name))).find((row) => row.version === version);
  if (!target) throw new SplitAdminError("not_found", `Version ${version} does not exist.`);
  const config = validate(kind, (target.content as SplitVersionContent).config);
  return change(db, kind, name, { kind, status: live.content.status, config } as SplitVersionContent, expectedVersion, "rollback", context, live, (next) => `version ${next} restores version ${version}`);
}

export type SplitEditorData = { live: SplitVersionContent; version: number; changes: ChangeLogEntry[]; exposures: number };

/** What the editor page shows: the stored configuration, the newest version and the change log. */
export async function readSplitEditor(db: Db, kind: SplitKind, name: string): Promise<SplitEditorData | null> {
  const live = await readLive(db, kind, name);
  if (!live) return null;
  const versions = await listVersions(db, ref(kind, name));
  const audit = await listAudit(db, kind, name, 500);
  const restored = new Map<number, number>();
  for (const row of audit) {
    const match = /^version (\d+) restores version (\d+)$/.exec(row.reason ?? "");
    if (match) restored.set(Number(match[1]), Number(match[2]));
  }
  const counts = await exposureCounts(db);
  return { live: live.content, version: versions[0]?.version ?? 0, changes: describeChanges(versions, restored), exposures: counts.get(name) ?? 0 };
}

/** Exposures (visitors who joined) per split name. */
export async function exposureCounts(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ name: splitExposures.splitName, visitors: count() }).from(splitExposures).groupBy(splitExposures.splitName);
  return new Map(rows.map((row) => [row.name, Number(row.visitors)]));
}

export type SplitsOverview = {
  splits: { name: string; step: string; participantPercentage: number; groups: number[]; status: SplitStatusValue; exposures: number }[];
  pageSplits: { name: string; paths: string[]; coverage: number; options: string[]; status: SplitStatusValue; exposures: number }[];
};

/** The list page: every split and page split with its status and exposures. */
export async function listSplitsOverview(db: Db): Promise<SplitsOverview> {
  const [splits, pageSplits, counts] = await Promise.all([listSplitConfigs(db), listPageSplitGroupRows(db), exposureCounts(db)]);
  return {
    splits: splits.map((config) => ({ name: config.name, step: config.initial.name, participantPercentage: config.participantPercentage, groups: config.groups.map((group) => group.percent), status: config.status, exposures: counts.get(config.name) ?? 0 })),
    pageSplits: pageSplits.map((row) => ({ name: row.name, paths: row.group.paths, coverage: row.group.coverage, options: row.group.options.map((option) => `${option.id} (${option.weight})`), status: row.status, exposures: counts.get(row.name) ?? 0 })),
  };
}

/** The simulator: the saved configuration (read now, not from the cache), nothing written. */
export async function simulateFromDb(db: Db, visitor: SimulatedVisitor): Promise<Simulation> {
  const [running, splits, pageSplits] = await Promise.all([loadExperimentConfig(db), listSplitConfigs(db), listPageSplitGroupRows(db)]);
  return simulateVisitor(running, { splits, pageSplits }, visitor);
}
