import { z } from "zod";
import { cancelReasons, reasonTextMaxLength } from "./cancel-reasons";

/** What the account page may send (docs/subscription.md, "API"); never an offer or an amount. */
const flowId = z.uuid();
const locale = z.string().min(2).max(10);

export const cancelFlowRequestSchema = z.discriminatedUnion("step", [
  z.object({
    step: z.literal("reason"),
    flowId,
    reason: z.enum(cancelReasons),
    reasonText: z.string().trim().max(reasonTextMaxLength).optional(),
  }),
  z.object({
    step: z.literal("accept"),
    flowId,
    months: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    locale,
  }),
  z.object({ step: z.literal("decline"), flowId }),
  z.object({ step: z.literal("confirm"), flowId, locale }),
]);
export type CancelFlowRequest = z.infer<typeof cancelFlowRequestSchema>;

export const paymentMethodRequestSchema = z.object({
  paymentMethodId: z.string().min(3).max(255).regex(/^[A-Za-z0-9_]+$/),
  idempotencyKey: z.string().min(8).max(100).regex(/^[A-Za-z0-9_-]+$/),
  /** Which of the owner's subscriptions takes the card; without it, the one the page is about. */
  subscriptionId: z.string().uuid().optional(),
});
export type PaymentMethodRequest = z.infer<typeof paymentMethodRequestSchema>;
