import "server-only";
import { eq } from "drizzle-orm";
import { nextDunningStep } from "@/features/billing/domain/dunning-schedule";
import { sandboxInvoices, sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { invoiceObject, subscriptionObject } from "./sandbox-objects";
import type { SandboxTx } from "./sandbox-runtime";

type InvoiceRow = typeof sandboxInvoices.$inferSelect;

/**
 * An invoice's charge went through: the invoice is paid and the subscription moves to the
 * invoice's period — active, or still trialing for the zero invoice that starts a free trial.
 */
export async function markInvoicePaid(context: SandboxTx, invoiceId: string): Promise<void> {
  const { tx, at } = context;
  const [invoice] = await tx
    .update(sandboxInvoices)
    .set({ status: "paid", nextAttemptAt: null, updatedAt: at })
    .where(eq(sandboxInvoices.id, invoiceId))
    .returning();
  if (!invoice) return;
  const [current] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, invoice.subscriptionId))
    .for("update");
  if (!current) return;
  const [subscription] = await tx
    .update(sandboxSubscriptions)
    .set({
      // A subscription canceled while its charge was settling stays canceled.
      status:
        current.status === "canceled"
          ? "canceled"
          : current.status === "trialing" && invoice.amountMinor === 0
            ? "trialing"
            : "active",
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      updatedAt: at,
    })
    .where(eq(sandboxSubscriptions.id, current.id))
    .returning();
  await context.emit("invoice.paid", invoiceObject(invoice));
  await context.emit("customer.subscription.updated", subscriptionObject(subscription!));
}

/**
 * An invoice's charge failed. The first charge of a new subscription ends it (nothing was
 * ever paid); a renewal follows the dunning schedule: past due with retries 1, 3 and 5 days
 * after the first failure, then canceled (docs/billing.md, "Dunning").
 */
export async function markInvoiceFailed(
  context: SandboxTx,
  invoice: InvoiceRow,
  code: string,
): Promise<void> {
  const { tx, at } = context;
  const [subscription] = await tx
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, invoice.subscriptionId))
    .for("update");
  if (!subscription) return;
  const failedAttempts = invoice.failedAttempts + 1;
  const firstFailedAt = invoice.firstFailedAt ?? at;
  const step =
    subscription.status === "incomplete"
      ? ({ kind: "cancel" } as const)
      : nextDunningStep({ firstFailedAt, failedAttempts });
  const [updated] = await tx
    .update(sandboxInvoices)
    .set({
      status: step.kind === "retry" ? "open" : "failed",
      failedAttempts,
      firstFailedAt,
      nextAttemptAt: step.kind === "retry" ? step.at : null,
      updatedAt: at,
    })
    .where(eq(sandboxInvoices.id, invoice.id))
    .returning();
  await context.emit("invoice.payment_failed", invoiceObject(updated!, code));
  const status = step.kind === "retry" ? "past_due" : "canceled";
  if (subscription.status === status) return;
  const [moved] = await tx
    .update(sandboxSubscriptions)
    .set({ status, updatedAt: at })
    .where(eq(sandboxSubscriptions.id, subscription.id))
    .returning();
  if (status === "canceled")
    await context.emit("customer.subscription.deleted", subscriptionObject(moved!, at));
  else await context.emit("customer.subscription.updated", subscriptionObject(moved!));
}
