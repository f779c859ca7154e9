import "server-only";
import { z } from "zod";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "@/features/final-admin/actions/editor-answer";
import { LandingPageError, saveLandingDraft } from "@/features/landing-pages/server/landing-page-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";

const input = z.object({ slug: slugInput, content: z.unknown(), expectedVersion: versionInput });

/** Saves the editor's landing page as a new draft version (refused when stale or invalid). */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "lp-admin-save",
  permission: "landing-pages:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    editorAnswer(() => saveLandingDraft(db, input.slug, input.content, input.expectedVersion, { staff, requestId }), [LandingPageError]),
};
