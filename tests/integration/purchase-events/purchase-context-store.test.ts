import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forgetPurchaseIpAddress,
  loadPurchaseContext,
  recordPurchaseContext,
  type PurchaseContext,
} from "@/features/purchase-events/server/purchase-context-store";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders } from "@/server/db/schema/billing";
import { purchaseContexts } from "@/server/db/schema/purchase-events";
import { createUser, introPlan, openBillingDatabase } from "../billing/billing-test-setup";

describe("purchase context store", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBillingDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function newOrder(): Promise<string> {
    const user = await createUser(handle.db);
    const [order] = await handle.db
      .insert(orders)
      .values({
        userUuid: user.userUuid,
        packageId: introPlan.id,
        kind: "initial",
        currency: "EUR",
        amountMinor: 1999,
        idempotencyKey: `ctx-${user.userUuid}`,
        provider: "sandbox",
      })
      .returning({ id: orders.id });
    if (!order) throw new Error("no order");
    return order.id;
  }

  const contextOf = (orderId: string): PurchaseContext => ({
    orderId,
    visitorId: "6f1c2b1e-5f7a-4d3e-9a52-0c3f1e2d4b5a",
    locale: "de",
    country: "DE",
    consent: { necessary: true, performance: true, functional: false, targeting: true },
    attribution: { utm_source: "facebook", utm_campaign: "spring" },
    pageUrl: "https://platewise.example/de/checkout",
    userAgent: "Mozilla/5.0 (test)",
    ipAddress: "203.0.113.7",
    clickIds: { _fbp: "fb.1.1700000000.123", gclid: "g-1" },
    quizName: "weight-loss",
  });

  it("stores the context of an order and reads it back unchanged", async () => {
    const orderId = await newOrder();
    await recordPurchaseContext(handle.db, contextOf(orderId));
    expect(await loadPurchaseContext(handle.db, orderId)).toEqual(contextOf(orderId));
  });

  it("keeps the first context when the same order is recorded again", async () => {
    const orderId = await newOrder();
    await recordPurchaseContext(handle.db, contextOf(orderId));
    await recordPurchaseContext(handle.db, { ...contextOf(orderId), locale: "fr", country: "FR" });
    const [row] = await handle.db
      .select({ n: count() })
      .from(purchaseContexts)
      .where(eq(purchaseContexts.orderId, orderId));
    expect(row?.n).toBe(1);
    expect((await loadPurchaseContext(handle.db, orderId))?.locale).toBe("de");
  });

  it("answers null for an order without a context, and forgets the address on request", async () => {
    const orderId = await newOrder();
    expect(await loadPurchaseContext(handle.db, orderId)).toBeNull();
    await recordPurchaseContext(handle.db, contextOf(orderId));
    await forgetPurchaseIpAddress(handle.db, orderId);
    expect((await loadPurchaseContext(handle.db, orderId))?.ipAddress).toBeNull();
  });

  it("refuses a context for an order that does not exist", async () => {
    await expect(
      recordPurchaseContext(handle.db, contextOf("00000000-0000-4000-8000-000000000000")),
    ).rejects.toThrow();
  });
});
