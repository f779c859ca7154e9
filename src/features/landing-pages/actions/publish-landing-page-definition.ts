import "server-only";
import { z } from "zod";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "@/features/final-admin/actions/editor-answer";
import { LandingPageError, publishLandingPage } from "@/features/landing-pages/server/landing-page-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { locales } from "@/i18n/locales";

const input = z.object({
  slug: slugInput,
  expectedVersion: versionInput,
  /** The editor's explicit "publish with English fallback for: …" (docs/landing-pages.md, "Publishing"). */
  englishFallbackFor: z.array(z.enum(locales)).max(locales.length).optional(),
});

/** Publishes the landing page's draft: visitors see it at its slug at once. */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "lp-admin-publish",
  permission: "landing-pages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    editorAnswer(
      () => publishLandingPage(db, input.slug, input.expectedVersion, { staff, requestId }, { englishFallbackFor: input.englishFallbackFor ?? [] }),
      [LandingPageError],
    ),
};
