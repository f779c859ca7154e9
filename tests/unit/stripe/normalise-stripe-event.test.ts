import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { providerEventSchema } from "@/features/billing/domain/provider-event-schema";
import {
  handledStripeEventTypes,
  normaliseStripeEvent,
  type InvoiceFacts,
} from "@/server/integrations/stripe/normalise-stripe-event";
import { stripeEventEnvelopeSchema } from "@/server/integrations/stripe/stripe-event-schema";

type Case = {
  name: string;
  event: unknown;
  invoiceFacts?: InvoiceFacts;
  expected: { ok: true; event: Record<string, unknown> } | { ok: false; code: string };
};

const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/stripe/event-normalisation.json"), "utf8"),
) as { cases: Case[] };

function normalise(c: Case) {
  return normaliseStripeEvent(stripeEventEnvelopeSchema.parse(c.event), c.invoiceFacts);
}

describe("normaliseStripeEvent", () => {
  it.each(golden.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = normalise(c);
    if (!c.expected.ok) {
      expect(result).toMatchObject({ ok: false, code: c.expected.code });
      return;
    }
    expect(result.ok).toBe(true);
    // Dates compared as the ISO text the event is stored as.
    expect(JSON.parse(JSON.stringify(result))).toEqual(c.expected);
  });

  it("makes events the stored-event schema reads back unchanged", () => {
    for (const c of golden.cases) {
      const result = normalise(c);
      if (!result.ok) continue;
      const stored = JSON.parse(JSON.stringify(result.event)) as unknown;
      expect(providerEventSchema.parse(stored)).toEqual(result.event);
    }
  });

  it("has a golden case for every Stripe event type it handles", () => {
    const covered = new Set(golden.cases.map((c) => stripeEventEnvelopeSchema.parse(c.event).type));
    for (const type of handledStripeEventTypes) expect(covered).toContain(type);
  });
});
