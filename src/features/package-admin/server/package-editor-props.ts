import "server-only";
import type { PackageSetOption } from "@/features/package-admin/domain/package-content";
import type { PackageSetSummary } from "./package-admin-store";

/** The sets as the editor lists them: their packages, and whether they are discount sets. */
export function setOptions(sets: readonly PackageSetSummary[]): PackageSetOption[] {
  return sets.map((set) => ({ id: set.id, label: `${set.packageIds.join(", ")}${set.discount ? " (discount)" : ""}` }));
}
