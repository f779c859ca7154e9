/** The head of an entity's versions as an editor opened it, and as it is now. */
export type VersionHead = { version: number; createdBy: string; createdAt: Date } | null;

export type VersionConflict = {
  code: "stale_version";
  expectedVersion: number;
  currentVersion: number;
  changedBy: string;
  changedAt: string;
  message: string;
};

/**
 * A save is accepted only when the editor started from the newest version (0 for an entity
 * with none yet); otherwise it is refused, naming who saved the newer version and when, so
 * nothing is overwritten silently (docs/staff.md, "Versions").
 */
export function checkExpectedVersion(expectedVersion: number, head: VersionHead): VersionConflict | null {
  const current = head?.version ?? 0;
  if (expectedVersion === current) return null;
  const changedAt = head ? head.createdAt.toISOString() : "";
  const changedBy = head?.createdBy ?? "";
  return {
    code: "stale_version",
    expectedVersion,
    currentVersion: current,
    changedBy,
    changedAt,
    message: head
      ? `Changed by ${changedBy} at ${changedAt.slice(0, 16).replace("T", " ")} UTC since you opened it (version ${expectedVersion}, now ${current}). Reload to see their changes; your edits are still in the editor.`
      : `This no longer exists in the version you opened (version ${expectedVersion}). Reload it.`,
  };
}
