import "server-only";
import { z } from "zod";
import type { StaffActionDefinition } from "@/features/staff/server/staff-action";
import { appAccountDeps } from "@/features/subscription/server/app-account-deps";
import { actKeySchema, maxExtendDays, reasonSchema, type ActAnswer } from "@/features/support-proxy/domain/support-acts";
import { cancelForCustomer, extendForCustomer, pauseForCustomer, refundPayment, resendSignIn } from "@/features/support-proxy/server/support-acts";

const base = { customerId: z.uuid(), reason: reasonSchema };
const input = z.discriminatedUnion("act", [
  z.object({ act: z.literal("resend-sign-in"), ...base }),
  z.object({ act: z.literal("pause"), ...base, months: z.union([z.literal(1), z.literal(2), z.literal(3)]), formKey: actKeySchema }),
  z.object({ act: z.literal("cancel"), ...base, formKey: actKeySchema }),
  z.object({ act: z.literal("refund"), ...base, paymentId: z.uuid() }),
  z.object({ act: z.literal("extend"), ...base, days: z.number().int().min(1).max(maxExtendDays), formKey: actKeySchema }),
]);
export type ActInput = z.input<typeof input>;

/**
 * One act on a customer's behalf (docs/support-proxy.md, "Acts"): resend sign-in, pause,
 * cancel, refund or extend (the next charge moved later), each through the same account and
 * billing functions the customer's own pages and the provider use, each audited with its reason.
 */
export const definition: StaffActionDefinition<typeof input, ActAnswer> = {
  name: "support-proxy-act",
  permission: "support-proxy:act",
  input,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ input, db, staff, requestId }) => {
    const deps = appAccountDeps(db);
    const context = { staff, customerId: input.customerId, reason: input.reason, requestId };
    switch (input.act) {
      case "resend-sign-in":
        return resendSignIn(deps, context);
      case "pause":
        return pauseForCustomer(deps, context, { months: input.months, formKey: input.formKey });
      case "cancel":
        return cancelForCustomer(deps, context, { formKey: input.formKey });
      case "refund":
        return refundPayment(deps, context, { paymentId: input.paymentId });
      case "extend":
        return extendForCustomer(deps, context, { days: input.days, formKey: input.formKey });
    }
  },
};
