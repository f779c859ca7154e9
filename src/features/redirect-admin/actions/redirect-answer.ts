import "server-only";
import { z } from "zod";
import { RedirectAdminError } from "@/features/redirect-admin/server/redirect-admin-store";
import { VersionError } from "@/features/staff/server/entity-versions";

/** What a redirect action answers: done (with the new version), or why it was refused. */
export type RedirectAnswer = { saved: true; version: number } | { saved: false; code: string; message: string };

export const redirectNameInput = z.string().min(1).max(100);
export const versionInput = z.number().int().min(0).max(1_000_000);

/** Runs a change; a refused one (stale, invalid, missing…) answers its code and message for staff. */
export async function redirectAnswer(work: () => Promise<number>): Promise<RedirectAnswer> {
  try {
    return { saved: true, version: await work() };
  } catch (error) {
    if (error instanceof VersionError || error instanceof RedirectAdminError) return { saved: false, code: error.code, message: error.message };
    throw error;
  }
}
