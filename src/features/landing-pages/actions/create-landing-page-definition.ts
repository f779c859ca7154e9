import "server-only";
import { z } from "zod";
import { editorAnswer, slugInput, type EditorAnswer } from "@/features/final-admin/actions/editor-answer";
import { createLandingPage, LandingPageError } from "@/features/landing-pages/server/landing-page-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";

const input = z.object({ slug: slugInput, content: z.unknown() });

/** Creates a landing page at a new slug (refused: format, reserved, a funnel's address, taken). */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "lp-admin-create",
  permission: "landing-pages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => editorAnswer(() => createLandingPage(db, input.slug, input.content, { staff, requestId }), [LandingPageError]),
};
