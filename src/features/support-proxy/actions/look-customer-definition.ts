import "server-only";
import { z } from "zod";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { reasonSchema } from "@/features/support-proxy/domain/support-acts";
import { recordLook } from "@/features/support-proxy/server/proxy-sessions";

const input = z.object({ customerId: z.uuid(), reason: reasonSchema });

/** Opening a customer's page: the reason is audited before anything of theirs is shown (docs/support-proxy.md). */
export const definition: StaffActionDefinition<typeof input, { opened: boolean }> = {
  name: "support-proxy-look",
  permission: "support-proxy:act",
  input,
  rateLimit: { limit: 60, windowMs: 60_000 },
  handler: async ({ input: { customerId, reason }, db, staff, requestId }) => ({ opened: await recordLook(db, { staff, customerId, reason, requestId }) }),
};
