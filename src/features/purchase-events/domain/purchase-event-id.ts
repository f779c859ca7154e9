/**
 * The event id of an order's purchase, shared by the browser pixel and the server-side
 * conversion so each vendor counts the purchase once (docs/purchase-events.md).
 */
export function purchaseEventId(orderId: string): string {
  return `purchase_${orderId}`;
}
