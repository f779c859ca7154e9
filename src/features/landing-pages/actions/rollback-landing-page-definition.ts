import "server-only";
import { z } from "zod";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "@/features/final-admin/actions/editor-answer";
import { LandingPageError, rollbackLandingPage } from "@/features/landing-pages/server/landing-page-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";

const input = z.object({ slug: slugInput, version: versionInput.min(1), expectedVersion: versionInput });

/** One click: an earlier version of the landing page is published again as a new version. */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "lp-admin-rollback",
  permission: "landing-pages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    editorAnswer(() => rollbackLandingPage(db, input.slug, input.version, input.expectedVersion, { staff, requestId }), [LandingPageError]),
};
