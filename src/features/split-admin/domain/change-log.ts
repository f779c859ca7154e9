import { jsonDiff, type JsonChange } from "@/features/staff/domain/json-diff";

export type ChangeKind = "created" | "edited" | "started" | "stopped" | "restored";

export type VersionLike = { version: number; content: unknown; createdBy: string; createdAt: Date | string };

export type ChangeLogEntry = {
  version: number;
  by: string;
  at: string;
  kind: ChangeKind;
  /** Readable lines: `groups.1.percent: 50 → 40`. */
  changes: string[];
};

/**
 * The editor's change log from the version history (newest first): who, when, what kind of
 * change and the changed fields against the version before. `restoredFrom` marks rollbacks
 * (their reason names the version).
 */
export function describeChanges(versions: readonly VersionLike[], restoredFrom: ReadonlyMap<number, number> = new Map()): ChangeLogEntry[] {
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  const entries: ChangeLogEntry[] = [];
  let previous: unknown = null;
  for (const row of ordered) {
    const diff = previous === null ? [] : jsonDiff(previous, row.content);
    entries.push({
      version: row.version,
      by: row.createdBy,
      at: typeof row.createdAt === "string" ? row.createdAt : row.createdAt.toISOString(),
      kind: kindOf(previous, row.content, diff, restoredFrom.has(row.version)),
      changes: diff.map(describeChange),
    });
    previous = row.content;
  }
  return entries.reverse();
}

function kindOf(previous: unknown, content: unknown, diff: JsonChange[], restored: boolean): ChangeKind {
  if (previous === null) return "created";
  if (restored) return "restored";
  if (diff.length > 0 && diff.every((change) => change.path[0] === "status")) {
    return (content as { status?: string }).status === "running" ? "started" : "stopped";
  }
  return "edited";
}

function describeChange(change: JsonChange): string {
  const path = change.path.filter((part) => part !== "config").join(".") || "(all)";
  if (change.op === "add") return `${path}: added ${show(change.value)}`;
  if (change.op === "remove") return `${path}: removed ${show(change.old)}`;
  return `${path}: ${show(change.old)} → ${show(change.value)}`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
