import "server-only";
import { z } from "zod";
import { VersionError, type VersionRow } from "@/features/staff/server/entity-versions";

/** What an editor action answers: the new version, or why it was refused (shown to staff as is). */
export type EditorAnswer =
  | { saved: true; version: number; state: string }
  | { saved: false; code: string; message: string; locales?: string[] };

export const slugInput = z.string().min(1).max(64);
export const versionInput = z.number().int().min(0).max(1_000_000);

/** Runs an editor change; a refused change (stale edit, invalid page…) answers its code and message. */
export async function editorAnswer(work: () => Promise<VersionRow>, refusals: Array<new (...args: never[]) => Error & { code: string }>): Promise<EditorAnswer> {
  try {
    const row = await work();
    return { saved: true, version: row.version, state: row.state };
  } catch (error) {
    if (error instanceof VersionError || refusals.some((type) => error instanceof type)) {
      const refused = error as Error & { code: string; locales?: string[] };
      return { saved: false, code: refused.code, message: refused.message, ...(refused.locales ? { locales: refused.locales } : {}) };
    }
    throw error;
  }
}
