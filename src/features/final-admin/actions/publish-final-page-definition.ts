import "server-only";
import { z } from "zod";
import { FinalAdminError, publishFinalPage } from "@/features/final-admin/server/final-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { locales } from "@/i18n/locales";
import { editorAnswer, slugInput, versionInput, type EditorAnswer } from "./editor-answer";

const input = z.object({
  slug: slugInput,
  expectedVersion: versionInput,
  /** The editor's explicit "publish with English fallback for: …" (docs/final-admin.md, "Publishing"). */
  englishFallbackFor: z.array(z.enum(locales)).max(locales.length).optional(),
});

/**
 * Publishes the page's draft: visitors see it from the next catalog reload. Refused with
 * `missing_translations` while its own copy lacks locales nobody confirmed for English fallback.
 */
export const definition: StaffActionDefinition<typeof input, EditorAnswer> = {
  name: "final-admin-publish",
  permission: "final-pages:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) => editorAnswer(
      () => publishFinalPage(db, input.slug, input.expectedVersion, { staff, requestId }, { englishFallbackFor: input.englishFallbackFor ?? [] }),
      [FinalAdminError],
    ),
};
