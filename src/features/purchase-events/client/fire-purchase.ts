import { isCurrencyCode } from "@/features/pricing/domain/currencies";
import { purchaseEventId } from "@/features/purchase-events/domain/purchase-event-id";
import { purchaseRevenue } from "@/features/purchase-events/domain/purchase-revenue";

/** sessionStorage key of the order ids whose purchase this tab already reported. */
export const firedPurchasesKey = "pw_purchases_fired";
/** Most ids kept (a tab sees a handful of orders at most). */
const maxRemembered = 20;

export type BrowserPurchase = {
  orderId: string;
  /** The order's amount in minor units, as stored on the order. */
  value: number;
  currency: string;
  packageId: string;
};

export type PurchaseOutlets = {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** Our own event (the browser tracking's `trackEvent`). */
  track: (name: string, properties: Record<string, unknown>) => void;
  /** The ad pixels, with the server conversion's event id so each platform counts one purchase. */
  pixels: (eventId: string, data: { value: number; currency: string }) => void;
};

function remembered(storage: PurchaseOutlets["storage"]): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(firedPurchasesKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Reports a purchase from the browser once per order and tab (docs/purchase-events.md): the
 * `purchase` event and the pixels, with the same event id and net revenue as the server's
 * conversion. Answers false when this order was already reported or the amount is unusable.
 */
export function firePurchaseOnce(purchase: BrowserPurchase, outlets: PurchaseOutlets): boolean {
  if (!isCurrencyCode(purchase.currency) || !Number.isSafeInteger(purchase.value) || purchase.value < 0) return false;
  const fired = remembered(outlets.storage);
  if (fired.includes(purchase.orderId)) return false;
  try {
    outlets.storage?.setItem(firedPurchasesKey, JSON.stringify([...fired, purchase.orderId].slice(-maxRemembered)));
  } catch {
    // Storage full or blocked: report anyway; a reload may report again, the event id still matches.
  }
  const eventId = purchaseEventId(purchase.orderId);
  const { revenue, netRevenue } = purchaseRevenue(purchase.value, purchase.currency);
  outlets.track("purchase", {
    event_id: eventId,
    order_id: purchase.orderId,
    package_id: purchase.packageId,
    revenue,
    currency: purchase.currency,
    net_revenue: netRevenue,
    source: "browser",
  });
  outlets.pixels(eventId, { value: netRevenue, currency: purchase.currency });
  return true;
}
