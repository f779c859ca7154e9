import "server-only";
import { z } from "zod";
import { SplitAdminError } from "@/features/split-admin/server/split-admin-store";
import { SPLIT_KINDS } from "@/features/split-admin/domain/split-admin-schemas";
import { VersionError, type VersionRow } from "@/features/staff/server/entity-versions";

/** What a split editor action answers: the new version, or why it was refused (shown as is). */
export type SplitAnswer = { saved: true; version: number; name: string } | { saved: false; code: string; message: string };

export const kindInput = z.enum(SPLIT_KINDS);
export const nameInput = z.string().min(1).max(100);
export const versionInput = z.number().int().min(0).max(1_000_000);

/** Runs one change; a refused change (stale edit, invalid configuration…) answers its code and message. */
export async function splitAnswer(work: () => Promise<VersionRow>): Promise<SplitAnswer> {
  try {
    const row = await work();
    return { saved: true, version: row.version, name: row.entityId };
  } catch (error) {
    if (error instanceof VersionError || error instanceof SplitAdminError) return { saved: false, code: error.code, message: error.message };
    throw error;
  }
}
