import "server-only";
import { desc, eq } from "drizzle-orm";
import type { PaymentErrorCode } from "@/features/billing/domain/payment-errors";
import type { Db } from "@/server/db/db-type";
import { orders, payments } from "@/server/db/schema/billing";

/** Where a checkout's order stands, as its buyer's pages see it (docs/checkout.md, "After submitting"). */
export type OrderProgress = {
  orderId: string;
  /** `pending` until the processor's answer or webhook decides; then `paid` or `failed`. */
  status: "pending" | "paid" | "failed";
  failureCode: PaymentErrorCode | null;
  /** The bank asks the buyer to confirm (3-D Secure): the provider's payment to authenticate. */
  actionPaymentId: string | null;
  provider: string;
  packageId: string;
  currency: string;
  amountMinor: number;
};

/** The progress of one order of one buyer; null for another buyer's or an unknown order. */
export async function orderProgress(db: Db, orderId: string, userUuid: string): Promise<OrderProgress | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.userUuid !== userUuid) return null;
  const [latest] = await db
    .select({ status: payments.status, providerPaymentId: payments.providerPaymentId })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const status = order.status === "pending" ? "pending" : order.status === "failed" ? "failed" : "paid";
  return {
    orderId: order.id,
    status,
    failureCode: status === "failed" ? (order.failureCode ?? "processing_error") : null,
    actionPaymentId: status === "pending" && latest?.status === "requires_action" ? latest.providerPaymentId : null,
    provider: order.provider,
    packageId: order.packageId,
    currency: order.currency,
    amountMinor: order.amountMinor,
  };
}
