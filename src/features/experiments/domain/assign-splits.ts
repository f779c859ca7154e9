import { evaluateCondition } from "@/features/conditions/domain/evaluate-condition";
import type { Instructions } from "./instruction-keys";
import { parseInstructions } from "./parse-instructions";
import { pickWeighted, roundShare } from "./pick-weighted";
import { newStepPosition, positionValue } from "./positions";
import { sortSplitConfigs } from "./sort-split-configs";
import type { SplitConfig, SplitGroup } from "./split-config-schema";
import type { StepPositions } from "./splits-state";
import { STEP_NAMES, type StepName } from "./step-names";

/**
 * Input of {@link assignSplits}.
 * - `configs`: every split configuration (any order; they are sorted here).
 * - `context`: the experiment context (see build-experiment-context); joined splits and
 *   earlier steps' instructions are added to it per step.
 * - `positions`: per-step positions already known (stored state, else cookie). A step that is
 *   absent (undefined) gets a fresh random position; a present value that is null or not a
 *   number counts as 1, which puts the visitor in no test for that step.
 * - `joinedSplits`: experiment names the visitor joined before.
 * - `st`: the stored `st` value; `0` or `"0"` switches every split test off.
 * - `random`: source of fresh positions, values in [0, 1).
 */
export type AssignSplitsInput = {
  configs: readonly SplitConfig[];
  context: Record<string, unknown>;
  positions: Partial<Record<StepName, number | string | null>>;
  joinedSplits: readonly string[];
  st?: string | number | null;
  random: () => number;
};

/** What one step assigned: the configuration, the group (index into its groups) and values. */
export type StepAssignment = {
  splitName: string;
  groupIndex: number;
  group: SplitGroup;
  position: number;
  instructions: Instructions;
};

/**
 * Result of {@link assignSplits}.
 * - `instructions`: all steps' instructions combined (a later step overrides an earlier key).
 * - `joinedSplits`: the union of earlier and newly joined experiment names, no duplicates —
 *   write it to stored state (`splits`) and to the SPLITS cookie.
 * - `positions`: every step's position (given or freshly drawn) — write them to stored state
 *   (`stepsPositions`) and the SPLIT_{STEP}_POSITION cookies. When tests are switched off by
 *   `st`, the given positions unchanged.
 * - `byStep`: the assignment of each step that put the visitor in a test.
 */
export type AssignSplitsResult = {
  instructions: Instructions;
  joinedSplits: string[];
  positions: StepPositions;
  byStep: Partial<Record<StepName, StepAssignment>>;
};

/**
 * Step-based assignment (pure: randomness comes from `input.random`). Steps run in order;
 * candidates of a step are configs whose `initial.name` is the step and whose runCondition is
 * empty or true; when the candidates' total coverage (participantPercentage / 100) is at most
 * the visitor's position, the step assigns nothing; otherwise the position picks a config
 * (slices of width coverage, in sorted order) and the remainder within that slice picks a
 * group by percent.
 */
export function assignSplits(input: AssignSplitsInput): AssignSplitsResult {
  const joinedSplits = uniqueNames(input.joinedSplits);
  if (splitTestsAreOff(input.st)) {
    return { instructions: {}, joinedSplits, positions: { ...input.positions }, byStep: {} };
  }
  const positions: StepPositions = {};
  for (const step of STEP_NAMES) {
    const given = input.positions[step];
    positions[step] = given === undefined ? newStepPosition(input.random) : given;
  }
  const configs = sortSplitConfigs(input.configs);
  let instructions: Instructions = {};
  const byStep: Partial<Record<StepName, StepAssignment>> = {};
  for (const step of STEP_NAMES) {
    const stepInstructions = instructions;
    // The context is built only when a configuration of this step has a condition to check.
    const context = () => ({ ...input.context, ...stepInstructions, splits: [...joinedSplits] });
    const assignment = assignStep(configs, step, positionValue(positions[step]), context);
    if (!assignment) continue;
    byStep[step] = assignment;
    instructions = { ...instructions, ...assignment.instructions };
    if (!joinedSplits.includes(assignment.splitName)) joinedSplits.push(assignment.splitName);
  }
  return { instructions, joinedSplits, positions, byStep };
}

function assignStep(
  configs: readonly SplitConfig[],
  step: StepName,
  position: number,
  buildContext: () => Record<string, unknown>,
): StepAssignment | null {
  let context: Record<string, unknown> | undefined;
  const candidates = configs.filter(
    (config) =>
      config.initial?.name === step &&
      config.groups.some((group) => group.percent > 0) &&
      (!config.runCondition?.trim() ||
        evaluateCondition(config.runCondition, (context ??= buildContext()))),
  );
  const coverages = candidates.map((config) => coverageOf(config.participantPercentage));
  const total = roundShare(coverages.reduce((sum, coverage) => sum + coverage, 0));
  if (total <= position) return null;
  let start = 0;
  for (let index = 0; index < candidates.length; index++) {
    const coverage = coverages[index] as number;
    const end = roundShare(start + coverage);
    if (coverage > 0 && position < end) {
      const config = candidates[index] as SplitConfig;
      const share = roundShare((position - start) / coverage);
      const groupIndex = pickWeighted(
        config.groups.map((group) => group.percent),
        share,
      );
      const group = config.groups[groupIndex] as SplitGroup;
      return {
        splitName: config.name,
        groupIndex,
        group,
        position,
        instructions: parseInstructions(group.instructionCondition) as Instructions,
      };
    }
    start = end;
  }
  return null;
}

/** participantPercentage / 100, limited to [0, 1]. */
function coverageOf(percentage: number): number {
  if (!Number.isFinite(percentage) || percentage <= 0) return 0;
  return Math.min(percentage, 100) / 100;
}

/** The stored `st` value 0 (number or text) switches every split test off. */
export function splitTestsAreOff(st: string | number | null | undefined): boolean {
  return st === 0 || (typeof st === "string" && st.trim() === "0");
}

function uniqueNames(names: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of names ?? [])
    if (typeof name === "string" && !out.includes(name)) out.push(name);
  return out;
}
