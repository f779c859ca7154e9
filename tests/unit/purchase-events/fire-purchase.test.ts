import { describe, expect, it } from "vitest";
import { firedPurchasesKey, firePurchaseOnce, type PurchaseOutlets } from "@/features/purchase-events/client/fire-purchase";

/** sessionStorage's two calls over a Map (the browser's own storage is not there in Node). */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

function outlets(storage: PurchaseOutlets["storage"]) {
  const tracked: [string, Record<string, unknown>][] = [];
  const pixels: [string, { value: number; currency: string }][] = [];
  return {
    tracked,
    pixels,
    outlets: {
      storage,
      track: (name: string, properties: Record<string, unknown>) => void tracked.push([name, properties]),
      pixels: (eventId: string, data: { value: number; currency: string }) => void pixels.push([eventId, data]),
    } satisfies PurchaseOutlets,
  };
}

const purchase = { orderId: "0b9f3f0e-8a3c-4f5e-9d2a-1c2b3d4e5f60", value: 1999, currency: "EUR", packageId: "pp_4w_intro" };

describe("the browser's purchase report", () => {
  it("fires our event and the pixels once per order, with the server's event id and net revenue", () => {
    const storage = memoryStorage();
    const sink = outlets(storage);
    expect(firePurchaseOnce(purchase, sink.outlets)).toBe(true);
    expect(firePurchaseOnce(purchase, sink.outlets)).toBe(false);
    expect(sink.tracked).toEqual([
      [
        "purchase",
        {
          event_id: `purchase_${purchase.orderId}`,
          order_id: purchase.orderId,
          package_id: "pp_4w_intro",
          revenue: 19.99,
          currency: "EUR",
          net_revenue: 18.23,
          source: "browser",
        },
      ],
    ]);
    expect(sink.pixels).toEqual([[`purchase_${purchase.orderId}`, { value: 18.23, currency: "EUR" }]]);
    expect(JSON.parse(storage.map.get(firedPurchasesKey)!)).toEqual([purchase.orderId]);
  });

  it("remembers across page loads of the tab, and tells orders apart", () => {
    const storage = memoryStorage({ [firedPurchasesKey]: JSON.stringify([purchase.orderId]) });
    const sink = outlets(storage);
    expect(firePurchaseOnce(purchase, sink.outlets)).toBe(false);
    expect(firePurchaseOnce({ ...purchase, orderId: "other-order" }, sink.outlets)).toBe(true);
    expect(sink.tracked).toHaveLength(1);
  });

  it("still reports without storage or with garbage in it, and refuses unusable amounts", () => {
    expect(firePurchaseOnce(purchase, outlets(null).outlets)).toBe(true);
    expect(firePurchaseOnce(purchase, outlets(memoryStorage({ [firedPurchasesKey]: "{not json" })).outlets)).toBe(true);
    expect(firePurchaseOnce({ ...purchase, currency: "XXX" }, outlets(memoryStorage()).outlets)).toBe(false);
    expect(firePurchaseOnce({ ...purchase, value: 19.99 }, outlets(memoryStorage()).outlets)).toBe(false);
  });
});
