import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConditionLogger } from "@/features/conditions/domain/evaluate-condition";
import { assignSplits } from "@/features/experiments/domain/assign-splits";
import { setExperimentLogger } from "@/features/experiments/domain/experiment-log";
import type { SplitConfig } from "@/features/experiments/domain/split-config-schema";
import { STEP_NAMES } from "@/features/experiments/domain/step-names";

/** A small seeded generator (mulberry32), so a failing run can be repeated. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const groupArbitrary = fc.record({
  percent: fc.integer({ min: 0, max: 100 }),
  instructionCondition: fc.constantFrom(
    "final_page == 'a'",
    "price_package == 'pp_1' and hide_otp == true",
    "",
    "quiz_page == '/q'",
  ),
});
const configArbitrary = fc.record({
  name: fc.stringMatching(/^[a-z_]{1,12}$/),
  initial: fc.record({ name: fc.constantFrom(...STEP_NAMES) }),
  runCondition: fc.constantFrom(
    "",
    "country == 'DE'",
    "'x' in splits",
    "final_page == 'a' and country != 'US'",
    "country ==",
  ),
  participantPercentage: fc.integer({ min: 0, max: 100 }),
  groups: fc.array(groupArbitrary, { minLength: 1, maxLength: 4 }),
});
const positionArbitrary = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.constantFrom("0.5", "x", null),
);
const positionsArbitrary = fc.record(
  Object.fromEntries(STEP_NAMES.map((step) => [step, positionArbitrary])) as Record<
    (typeof STEP_NAMES)[number],
    typeof positionArbitrary
  >,
);

describe("assignSplits properties", () => {
  beforeAll(() => {
    setConditionLogger(null);
    setExperimentLogger(null);
  });
  afterAll(() => setConditionLogger((message) => console.warn(message)));

  it("is deterministic for fixed positions and then never draws a random number", () => {
    fc.assert(
      fc.property(
        fc.array(configArbitrary, { maxLength: 8 }),
        positionsArbitrary,
        fc.array(fc.stringMatching(/^[a-z_]{1,8}$/), { maxLength: 3 }),
        fc.constantFrom("DE", "US", null),
        (configs, positions, joined, country) => {
          const noRandom = () => {
            throw new Error("drew a random number although every position was given");
          };
          const input = {
            configs,
            context: { country },
            positions,
            joinedSplits: joined,
            random: noRandom,
          };
          const first = assignSplits(input);
          const second = assignSplits({ ...input, configs: [...configs] });
          expect(second).toEqual(first);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("keeps earlier joined splits first, adds each joined test once, and only tests of its steps", () => {
    fc.assert(
      fc.property(
        fc.array(configArbitrary, { maxLength: 8 }),
        positionsArbitrary,
        (configs, positions) => {
          const result = assignSplits({
            configs,
            context: {},
            positions,
            joinedSplits: ["earlier"],
            random: Math.random,
          });
          expect(result.joinedSplits[0]).toBe("earlier");
          expect(new Set(result.joinedSplits).size).toBe(result.joinedSplits.length);
          for (const [step, assignment] of Object.entries(result.byStep)) {
            expect(result.joinedSplits).toContain(assignment.splitName);
            const source = configs.some(
              (c) =>
                c.name === assignment.splitName &&
                c.initial.name === step &&
                (c.groups[assignment.groupIndex]?.percent ?? 0) > 0,
            );
            expect(source).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("over 100 000 visitors, each config and group gets coverage × percent within 1 point", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            coverage: fc.integer({ min: 1, max: 33 }),
            percents: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer(),
        (specs, seed) => {
          const configs: SplitConfig[] = specs.map((spec, index) => ({
            name: `test_${index}`,
            initial: { name: "step_one" },
            runCondition: "",
            participantPercentage: spec.coverage,
            groups: spec.percents.map((percent) => ({ percent, instructionCondition: "" })),
          }));
          const counts = new Map<string, number>();
          const random = seeded(seed);
          const visitors = 100_000;
          for (let i = 0; i < visitors; i++) {
            const result = assignSplits({
              configs,
              context: {},
              positions: {},
              joinedSplits: [],
              random,
            });
            const assignment = result.byStep.step_one;
            if (!assignment) continue;
            const key = `${assignment.splitName}/${assignment.groupIndex}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          specs.forEach((spec, index) => {
            const total = spec.percents.reduce((sum, percent) => sum + percent, 0);
            spec.percents.forEach((percent, groupIndex) => {
              const expected = (spec.coverage / 100) * (percent / total);
              const observed = (counts.get(`test_${index}/${groupIndex}`) ?? 0) / visitors;
              expect(Math.abs(observed - expected)).toBeLessThan(0.01);
            });
          });
        },
      ),
      { numRuns: 8 },
    );
  });
});
