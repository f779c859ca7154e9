import "server-only";
import { z } from "zod";
import { deleteRedirect } from "@/features/redirect-admin/server/redirect-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { redirectNameInput } from "./redirect-answer";

const input = z.object({ name: redirectNameInput });

/** Deletes a redirect configuration (its history stays); `deleted: false` when it was gone already. */
export const definition: StaffActionDefinition<typeof input, { deleted: boolean }> = {
  name: "redirect-admin-delete",
  permission: "redirects:edit",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ input, db, staff, requestId }) => ({ deleted: await deleteRedirect(db, input.name, { staff, requestId }) }),
};
