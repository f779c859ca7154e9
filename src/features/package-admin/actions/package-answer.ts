import "server-only";
import { z } from "zod";
import { PackageAdminError } from "@/features/package-admin/server/package-admin-store";
import { VersionError } from "@/features/staff/server/entity-versions";

/** What a package action answers: done (with the new version), or why it was refused. */
export type PackageAnswer = { saved: true; version: number } | { saved: false; code: string; message: string };

export const packageIdInput = z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/);
export const versionInput = z.number().int().min(0).max(1_000_000);

/** Runs a change; a refused one (stale, invalid, sold…) answers its code and message for staff. */
export async function packageAnswer(work: () => Promise<number>): Promise<PackageAnswer> {
  try {
    return { saved: true, version: await work() };
  } catch (error) {
    if (error instanceof VersionError || error instanceof PackageAdminError) return { saved: false, code: error.code, message: error.message };
    throw error;
  }
}
