import "server-only";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import {
  sandboxCustomers,
  sandboxEvents,
  sandboxIdempotencyKeys,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
  sandboxSubscriptions,
} from "@/server/db/schema/sandbox-pay";
import { subscriptionObject } from "./sandbox-objects";
import { mutate, type SandboxAnswer, type SandboxDeps } from "./sandbox-runtime";

/**
 * Deletes a customer as a provider does when asked to forget them (docs/privacy.md, "The
 * payment provider"), in one transaction: its running subscriptions end now (each sends
 * `customer.subscription.deleted`, as Stripe's do), its saved cards go, our user id leaves the
 * metadata of its payments and subscriptions, the stored answers naming it are dropped, the
 * e-mail and user id leave the bodies of its past events, and the customer row goes. Payments,
 * invoices and refunds stay as amounts. A customer already gone answers `alreadyGone`.
 */
export async function deleteCustomer(
  deps: SandboxDeps,
  input: { customerId: string },
): Promise<SandboxAnswer<{ alreadyGone: boolean }>> {
  return mutate<{ alreadyGone: boolean }>(deps, { idempotencyKey: null, operation: "customers.delete", request: input }, async (context) => {
    const { tx, at } = context;
    const [customer] = await tx.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, input.customerId)).for("update");
    if (!customer) return { ok: true, value: { alreadyGone: true } };
    const withoutUser = sql`metadata - 'userUuid'`;
    await tx.update(sandboxPaymentIntents).set({ metadata: withoutUser }).where(eq(sandboxPaymentIntents.customerId, customer.id));
    await tx.update(sandboxSubscriptions).set({ metadata: withoutUser }).where(eq(sandboxSubscriptions.customerId, customer.id));
    const running = await tx
      .update(sandboxSubscriptions)
      .set({ status: "canceled", updatedAt: at })
      .where(and(eq(sandboxSubscriptions.customerId, customer.id), ne(sandboxSubscriptions.status, "canceled")))
      .returning();
    for (const subscription of running) await context.emit("customer.subscription.deleted", subscriptionObject(subscription, at));
    await tx.delete(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.customerId, customer.id));
    const traces = [customer.id, customer.email, ...(customer.userUuid ? [customer.userUuid] : [])];
    await tx.delete(sandboxIdempotencyKeys).where(
      or(...traces.map((trace) => sql`position(${trace} in ${sandboxIdempotencyKeys.key} || ${sandboxIdempotencyKeys.answer}::text) > 0`)),
    );
    // Past event bodies: the e-mail and user id are emptied inside their JSON strings.
    for (const trace of [customer.email, customer.userUuid].filter((value): value is string => Boolean(value))) {
      await tx
        .update(sandboxEvents)
        .set({ body: sql`replace(${sandboxEvents.body}, ${trace}, '')` })
        .where(sql`position(${trace} in ${sandboxEvents.body}) > 0`);
    }
    await tx.delete(sandboxCustomers).where(inArray(sandboxCustomers.id, [customer.id]));
    return { ok: true, value: { alreadyGone: false } };
  });
}
