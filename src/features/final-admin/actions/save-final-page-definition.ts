import "server-only";
import { z } from "zod";
import { FinalAdminError, saveFinalPageDraft } from "@/features/final-admin/server/final-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "./editor-answer";

const input = z.object({ slug: slugInput, content: z.unknown(), expectedVersion: versionInput });

/** Saves the editor's page as a new draft version (refused when stale or invalid). */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "final-admin-save",
  permission: "final-pages:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    editorAnswer(() => saveFinalPageDraft(db, input.slug, input.content, input.expectedVersion, { staff, requestId }), [FinalAdminError]),
};
