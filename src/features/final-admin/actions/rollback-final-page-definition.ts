import "server-only";
import { z } from "zod";
import { FinalAdminError, rollbackFinalPage } from "@/features/final-admin/server/final-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "./editor-answer";

const input = z.object({ slug: slugInput, version: versionInput.min(1), expectedVersion: versionInput });

/** One click: an earlier version is published again as a new version. */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "final-admin-rollback",
  permission: "final-pages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    editorAnswer(() => rollbackFinalPage(db, input.slug, input.version, input.expectedVersion, { staff, requestId }), [FinalAdminError]),
};
