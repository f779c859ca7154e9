import "server-only";
import { z } from "zod";
import { saveRedirect } from "@/features/redirect-admin/server/redirect-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { redirectAnswer, versionInput, type RedirectAnswer } from "./redirect-answer";

const input = z.object({ config: z.unknown(), expectedVersion: versionInput, isNew: z.boolean(), previousName: z.string().max(100).nullish() });

/** Creates, edits or renames a redirect configuration; it goes live at once (refused when stale or invalid). */
export const definition: StaffActionDefinition<typeof input, RedirectAnswer> = {
  name: "redirect-admin-save",
  permission: "redirects:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    redirectAnswer(async () => (await saveRedirect(db, input, { staff, requestId })).version),
};
