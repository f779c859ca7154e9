import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "@/server/db/schema/billing";
import { sandboxSubscriptions } from "@/server/db/schema/sandbox-pay";
import { changePaymentMethod } from "@/features/subscription/server/change-payment-method";
import { findOwnedInvoice, listOwnedInvoices } from "@/features/subscription/server/find-owned-invoice";
import { loadAccountOverview } from "@/features/subscription/server/load-account-overview";
import type { AccountDeps } from "@/features/subscription/server/account-deps";
import {
  buy,
  cardToken,
  createUser,
  openSandboxHarness,
  runSandbox,
  subscriptionOfOrder,
  type SandboxHarness,
} from "../sandbox-pay/sandbox-harness";
import { accountDepsOf, advanceTo, renewalOrders } from "./account-harness";

/** Personal data only to its owner: invoices and the card; a new card through the processor. */
describe("account access and payment method", () => {
  let harness: SandboxHarness;
  let deps: AccountDeps;
  let start: Date;
  let owner: { userUuid: string; email: string; orderId: string };
  let stranger: { userUuid: string; email: string };

  beforeAll(async () => {
    harness = await openSandboxHarness();
    deps = accountDepsOf(harness);
    start = harness.clock.now();
    const bought = await buy(harness, { card: "4242424242424242" });
    if (!bought.result.ok || !("order" in bought.result)) throw new Error("checkout refused");
    owner = { ...bought.user, orderId: bought.result.order.id };
    stranger = await createUser(harness.db);
    await runSandbox(harness);
  });
  afterAll(async () => {
    await harness.close();
  });

  it("shows the owner their plan, card and first invoice", async () => {
    const overview = await loadAccountOverview(deps, owner.userUuid);
    expect(overview).toMatchObject({
      status: "active",
      view: { kind: "active" },
      currency: "EUR",
      nextCharge: { at: new Date(start.getTime() + 28 * 86_400_000), amountMinor: 3999 },
      paymentMethod: { brand: "visa", last4: "4242", expMonth: 12, expYear: 2099 },
      cancellable: true,
    });
    expect(overview?.invoices.map((invoice) => invoice.amountMinor)).toEqual([1999]);
  });

  it("has nothing for a person without a subscription", async () => {
    expect(await loadAccountOverview(deps, stranger.userUuid)).toBeNull();
  });

  it("gives an invoice to its owner only: anyone else, an unknown or a malformed id get nothing", async () => {
    const subscription = await subscriptionOfOrder(harness.db, owner.orderId);
    const [invoice] = await listOwnedInvoices(harness.db, owner.userUuid, subscription!.id);
    expect(await findOwnedInvoice(harness.db, owner.userUuid, invoice!.id)).toMatchObject({
      id: invoice!.id,
      amountMinor: 1999,
      currency: "EUR",
      status: "paid",
    });
    expect(await findOwnedInvoice(harness.db, stranger.userUuid, invoice!.id)).toBeNull();
    expect(await listOwnedInvoices(harness.db, stranger.userUuid, subscription!.id)).toEqual([]);
    expect(await findOwnedInvoice(harness.db, owner.userUuid, randomUUID())).toBeNull();
    expect(await findOwnedInvoice(harness.db, owner.userUuid, "../1")).toBeNull();
  });

  it("refuses a card the bank would refuse off-session, and changes nothing", async () => {
    const token = await cardToken(harness, "4000000000000341");
    const refused = await changePaymentMethod(deps, {
      userUuid: owner.userUuid,
      paymentMethodId: token,
      idempotencyKey: "attempt-refused-1",
    });
    expect(refused).toEqual({ ok: false, code: "card_declined" });
    const overview = await loadAccountOverview(deps, owner.userUuid);
    expect(overview?.paymentMethod?.last4).toBe("4242");
  });

  it("refuses a card tokenised for a change by someone without a subscription", async () => {
    const token = await cardToken(harness, "5555555555554444");
    expect(
      await changePaymentMethod(deps, { userUuid: stranger.userUuid, paymentMethodId: token, idempotencyKey: "attempt-stranger" }),
    ).toEqual({ ok: false, code: "no_subscription" });
  });

  it("makes a new card the subscription's card, once per attempt key, and renews with it", async () => {
    const token = await cardToken(harness, "5555555555554444");
    const input = { userUuid: owner.userUuid, paymentMethodId: token, idempotencyKey: "attempt-new-card" };
    const first = await changePaymentMethod(deps, input);
    const again = await changePaymentMethod(deps, input);
    expect(first).toEqual({
      ok: true,
      paymentMethod: { paymentMethodId: token, brand: "mastercard", last4: "4444", expMonth: 12, expYear: 2099 },
    });
    expect(again).toEqual(first);
    const [customer] = await harness.db.select().from(customers).where(eq(customers.userUuid, owner.userUuid));
    expect(customer?.paymentMethodId).toBe(token);
    const subscription = await subscriptionOfOrder(harness.db, owner.orderId);
    const [processor] = await harness.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscription!.providerSubscriptionId));
    expect(processor?.paymentMethodId).toBe(token);
    await advanceTo(harness, start, 28);
    expect(await renewalOrders(harness, owner.userUuid)).toEqual([{ status: "paid", amountMinor: 3999 }]);
  });
});
