import { describe, expect, it } from "vitest";
import type { ProviderEvent } from "@/features/billing/domain/provider-event";
import { parseStoredProviderEvent } from "@/features/billing/domain/provider-event-schema";

const invoicePaid: ProviderEvent = {
  type: "invoice.paid",
  provider: "stripe",
  eventId: "evt_1",
  occurredAt: new Date("2025-06-01T12:00:00.000Z"),
  invoiceId: "in_1",
  subscriptionId: "sub_1",
  paymentId: "pi_1",
  amountMinor: 3999,
  currency: "EUR",
  periodStart: new Date("2025-06-01T12:00:00.000Z"),
  periodEnd: new Date("2025-06-29T12:00:00.000Z"),
};

describe("stored provider events", () => {
  it("read back from their JSON with their dates", () => {
    expect(parseStoredProviderEvent(JSON.parse(JSON.stringify(invoicePaid)))).toEqual(invoicePaid);
  });

  it.each([
    ["an unknown type", { ...invoicePaid, type: "invoice.created" }],
    ["an unknown provider", { ...invoicePaid, provider: "paypal" }],
    ["a negative amount", { ...invoicePaid, amountMinor: -1 }],
    ["a lowercase currency", { ...invoicePaid, currency: "eur" }],
    ["an unreadable date", { ...invoicePaid, periodEnd: "soon" }],
    ["a missing event id", { ...invoicePaid, eventId: "" }],
    [
      "a refund of nothing",
      {
        type: "charge.refunded",
        provider: "sandbox",
        eventId: "e",
        occurredAt: "2025-01-01T00:00:00Z",
        paymentId: "p",
        refundId: "r",
        amountMinor: 0,
        currency: "EUR",
      },
    ],
    [
      "a failure code we do not know",
      {
        type: "payment.failed",
        provider: "sandbox",
        eventId: "e",
        occurredAt: "2025-01-01T00:00:00Z",
        paymentId: "p",
        customerId: null,
        amountMinor: 1,
        currency: "EUR",
        code: "stolen",
        references: {},
      },
    ],
  ])("refuse %s", (_label, payload) => {
    expect(parseStoredProviderEvent(JSON.parse(JSON.stringify(payload)))).toBeNull();
  });
});
