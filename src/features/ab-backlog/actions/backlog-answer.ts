import "server-only";
import { z } from "zod";
import { BacklogError } from "@/features/ab-backlog/server/backlog-store";
import { VersionError } from "@/features/staff/server/entity-versions";

/** What a backlog action answers: done (the hypothesis id and its new version), or why it was refused. */
export type BacklogAnswer = { saved: true; id: string; version: number } | { saved: false; code: string; message: string };

export const hypothesisIdInput = z.string().min(1).max(64);
export const versionInput = z.number().int().min(0).max(1_000_000);

/** Runs a change; a refused one (stale, invalid, unknown split, a move not allowed) answers its message. */
export async function backlogAnswer(work: () => Promise<{ hypothesis: { id: string }; version: number }>): Promise<BacklogAnswer> {
  try {
    const done = await work();
    return { saved: true, id: done.hypothesis.id, version: done.version };
  } catch (error) {
    if (error instanceof VersionError || error instanceof BacklogError) return { saved: false, code: error.code, message: error.message };
    throw error;
  }
}
