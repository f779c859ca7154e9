import "server-only";
import { z } from "zod";
import { reorderRedirects } from "@/features/redirect-admin/server/redirect-admin-store";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { redirectAnswer, redirectNameInput, type RedirectAnswer } from "./redirect-answer";

const input = z.object({ names: z.array(redirectNameInput).max(500) });

/** Sets the order in which configurations are tried (refused when the list changed meanwhile). */
export const definition: StaffActionDefinition<typeof input, RedirectAnswer> = {
  name: "redirect-admin-reorder",
  permission: "redirects:edit",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: ({ input, db, staff, requestId }) =>
    redirectAnswer(async () => {
      await reorderRedirects(db, input.names, { staff, requestId });
      return 0;
    }),
};
