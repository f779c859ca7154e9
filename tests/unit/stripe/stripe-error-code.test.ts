import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { paymentErrorCodes } from "@/features/billing/domain/payment-errors";
import {
  stripeErrorCode,
  type StripeErrorFacts,
} from "@/server/integrations/stripe/stripe-error-code";

type Case = { name: string; facts: StripeErrorFacts; expected: string };

const fixture = JSON.parse(
  readFileSync(path.join(__dirname, "../../fixtures/stripe/error-codes.json"), "utf8"),
) as { cases: Case[] };

describe("stripeErrorCode", () => {
  it.each(fixture.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(stripeErrorCode(c.facts)).toBe(c.expected);
  });

  it("answers only codes of the port", () => {
    for (const c of fixture.cases) expect(paymentErrorCodes).toContain(c.expected);
  });
});
