import "server-only";
import { z } from "zod";
import { rollbackRedirect } from "@/features/redirect-admin/server/redirect-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { redirectAnswer, redirectNameInput, versionInput, type RedirectAnswer } from "./redirect-answer";

const input = z.object({ name: redirectNameInput, version: versionInput.min(1), expectedVersion: versionInput });

/** One click: an earlier version of a configuration goes live again as a new version. */
export const definition: StaffActionDefinition<typeof input, RedirectAnswer> = {
  name: "redirect-admin-rollback",
  permission: "redirects:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    redirectAnswer(async () => (await rollbackRedirect(db, input.name, input.version, input.expectedVersion, { staff, requestId })).version),
};
