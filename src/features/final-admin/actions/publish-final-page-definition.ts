import "server-only";
import { z } from "zod";
import { FinalAdminError, publishFinalPage } from "@/features/final-admin/server/final-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "./editor-answer";

const input = z.object({ slug: slugInput, expectedVersion: versionInput });

/** Publishes the page's draft: visitors see it from the next catalog reload. */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "final-admin-publish",
  permission: "final-pages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => editorAnswer(() => publishFinalPage(db, input.slug, input.expectedVersion, { staff, requestId }), [FinalAdminError]),
};
