import "server-only";
import { z } from "zod";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";

const input = z.object({}).catchall(z.string().max(2000));

/**
 * The preview's step form posts here: nothing is stored (a preview has no visitor session),
 * the answer only tells the editor's preview it was sent (docs/funnel-admin.md, "Preview").
 */
export const definition: StaffActionDefinition<typeof input, { stored: false }> = {
  name: "funnel-preview-submit",
  permission: "funnels:read",
  input,
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async () => ({ stored: false }),
};
