import { describe, expect, it } from "vitest";
import type { UpsellPlan } from "@/features/upsell/domain/plan-upsell-chain";
import {
  upsellCharges,
  upsellPosition,
  type UpsellStepRecord,
} from "@/features/upsell/domain/upsell-progress";
import { readUpsellFixture } from "./read-fixture";

const fixture = readUpsellFixture<{
  plan: UpsellPlan;
  positions: {
    name: string;
    records: UpsellStepRecord[];
    expected: { step: number | null; previousFailure: string | null };
  }[];
  charges: {
    name: string;
    input: Parameters<typeof upsellCharges>[0];
    expected: ReturnType<typeof upsellCharges>;
  }[];
}>("upsell-progress.json");

describe("upsellPosition (golden cases)", () => {
  it.each(fixture.positions.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const position = upsellPosition(fixture.plan, c.records);
    expect({ step: position.offer?.step ?? null, previousFailure: position.previousFailure }).toEqual(
      c.expected,
    );
  });
});

describe("upsellCharges (golden cases)", () => {
  it.each(fixture.charges.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(upsellCharges(c.input)).toEqual(c.expected);
  });

  it("every key is a valid checkout idempotency key", () => {
    for (const c of fixture.charges)
      for (const charge of upsellCharges(c.input))
        expect(charge.idempotencyKey).toMatch(/^[A-Za-z0-9_:-]{16,128}$/);
  });
});
