import { evaluateCondition } from "@/features/conditions/domain/evaluate-condition";
import { isActivePageSplitGroup, normalisePath } from "@/features/experiments/domain/choose-page-split";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import { matchPattern } from "@/features/conditions/domain/match-pattern";
import type { PageSplitGroup } from "@/features/experiments/domain/page-split-schema";
import { planAssignment, type AssignmentPlan } from "@/features/experiments/domain/plan-assignment";
import { positionValue } from "@/features/experiments/domain/positions";
import { sortSplitConfigs } from "@/features/experiments/domain/sort-split-configs";
import type { SplitConfig } from "@/features/experiments/domain/split-config-schema";
import { STEP_NAMES, type StepName } from "@/features/experiments/domain/step-names";
import { SPLIT_PAGE_POSITION, splitPositionCookieName } from "@/features/experiments/domain/storage-keys";

/** A visitor as staff describe it in the simulator (docs/split-admin.md, "Simulator"). */
export type SimulatedVisitor = {
  /** Seeds the visitor's random positions: the same id always gets the same positions. */
  visitorId: string;
  /** Two-letter country code (the countryCode cookie), or "". */
  country: string;
  /** The page path without locale, e.g. `/quiz`. */
  path: string;
  /** The query string, e.g. `utm_source=fb&utm_campaign=x`. */
  query: string;
  /** Positions (0–1) per step to use instead of the ones drawn from the visitor id. */
  positions?: Partial<Record<StepName | "page", number>>;
};

export type SplitVerdict =
  | { participates: true; groupIndex: number; instructions: Instructions }
  | { participates: false; reason: "not_running" | "tests_off" | "run_condition_false" | "outside_percentage" | "no_groups" };

export type SimulatedSplit = { name: string; step: string; status: string; position: number; verdict: SplitVerdict; detail: string };

export type PageVerdict =
  | { participates: true; optionId: string; redirectTo: string | null }
  | { participates: false; reason: "not_running" | "tests_off" | "switched_off" | "path_not_matched" | "condition_false" | "outside_coverage" | "earlier_group" };

export type SimulatedPageSplit = { name: string; status: string; verdict: PageVerdict; detail: string };

export type Simulation = {
  positions: Record<string, number>;
  instructions: Instructions;
  splits: SimulatedSplit[];
  pageSplits: SimulatedPageSplit[];
  testsOff: boolean;
};

export type StatusOf = (name: string) => string;

/** A deterministic source of numbers in [0, 1) from a text seed (FNV-1a, then mulberry32). */
export function seededRandom(seed: string): () => number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What the engine would do for this visitor with the saved configuration: the real
 * `planAssignment` runs on the running splits (`running`), with positions drawn from the
 * visitor id (or given); every split, running or not, then gets its verdict and why.
 * Pure: nothing is stored.
 */
export function simulateVisitor(
  running: ExperimentConfig,
  all: { splits: readonly (SplitConfig & { status: string })[]; pageSplits: readonly { name: string; group: PageSplitGroup; status: string }[] },
  visitor: SimulatedVisitor,
): Simulation {
  const cookies: Record<string, string> = {};
  if (visitor.country.trim()) cookies.countryCode = visitor.country.trim().toUpperCase();
  for (const step of STEP_NAMES) {
    const given = visitor.positions?.[step];
    if (given !== undefined) cookies[splitPositionCookieName(step)] = String(given);
  }
  if (visitor.positions?.page !== undefined) cookies[SPLIT_PAGE_POSITION] = String(visitor.positions.page);
  const path = normalisePath(visitor.path.trim() || "/");
  const query = visitor.query.trim().replace(/^\?/, "");
  const url = `${path}${query ? `?${query}` : ""}`;
  const plan = planAssignment(running, { url, pathname: path, cookies }, seededRandom(visitor.visitorId));
  const positions: Record<string, number> = {};
  for (const step of STEP_NAMES) positions[step] = positionValue(plan.state.stepsPositions[step]);
  const pageCookie = plan.cookies.find((cookie) => cookie.name === SPLIT_PAGE_POSITION)?.value ?? cookies[SPLIT_PAGE_POSITION];
  positions.page = positionValue(pageCookie);

  const sorted = sortSplitConfigs(running.splitConfigs);
  const splits: SimulatedSplit[] = all.splits.map((config) => {
    const step = config.initial.name as StepName;
    const position = positions[step] ?? 1;
    const base = { name: config.name, step, status: config.status, position };
    if (config.status !== "running") return { ...base, verdict: { participates: false, reason: "not_running" }, detail: `The split is ${config.status}; it assigns nobody.` };
    if (plan.testsOff) return { ...base, verdict: { participates: false, reason: "tests_off" }, detail: "st=0 switches every split test off." };
    const assigned = plan.byStep[step];
    if (assigned && assigned.splitName === config.name)
      return { ...base, verdict: { participates: true, groupIndex: assigned.groupIndex, instructions: assigned.instructions }, detail: `Position ${position} falls in this split; group ${assigned.groupIndex + 1}.` };
    if (!config.groups.some((group) => group.percent > 0)) return { ...base, verdict: { participates: false, reason: "no_groups" }, detail: "No group has a percent above 0." };
    const context = stepContext(plan.context, plan.byStep, step);
    if (config.runCondition?.trim() && !evaluateCondition(config.runCondition, context))
      return { ...base, verdict: { participates: false, reason: "run_condition_false" }, detail: `The run condition is false for this visitor: ${config.runCondition}` };
    return { ...base, verdict: { participates: false, reason: "outside_percentage" }, detail: sliceDetail(sorted, config, step, position, context) };
  });

  let taken = false;
  const pageSplits: SimulatedPageSplit[] = all.pageSplits.map(({ name, group, status }) => {
    const base = { name, status };
    if (status !== "running") return { ...base, verdict: { participates: false, reason: "not_running" }, detail: `The page split is ${status}; it assigns nobody.` };
    if (plan.testsOff) return { ...base, verdict: { participates: false, reason: "tests_off" }, detail: "st=0 switches every split test off." };
    if (!isActivePageSplitGroup(group)) return { ...base, verdict: { participates: false, reason: "switched_off" }, detail: "All traffic goes to one option (or no option has weight): switched off." };
    if (plan.pageSplit?.groupName === name) {
      taken = true;
      return { ...base, verdict: { participates: true, optionId: plan.pageSplit.optionId, redirectTo: plan.pageSplit.redirectTo }, detail: `Page position ${positions.page} is below the coverage ${group.coverage}%; option ${plan.pageSplit.optionId}.` };
    }
    if (taken) return { ...base, verdict: { participates: false, reason: "earlier_group" }, detail: "An earlier page split already applies on this page." };
    if (!matchPattern(path, group.paths.map((pattern) => (pattern.startsWith("!") ? `!${normalisePath(pattern.slice(1))}` : normalisePath(pattern)))))
      return { ...base, verdict: { participates: false, reason: "path_not_matched" }, detail: `The path ${path} is not in this split's paths.` };
    if (group.condition?.trim() && !evaluateCondition(group.condition, { ...plan.context, path }))
      return { ...base, verdict: { participates: false, reason: "condition_false" }, detail: `The condition is false for this visitor: ${group.condition}` };
    taken = true;
    return { ...base, verdict: { participates: false, reason: "outside_coverage" }, detail: `Page position ${positions.page} is not below the coverage ${group.coverage}%.` };
  });

  return { positions, instructions: plan.instructions, splits, pageSplits, testsOff: plan.testsOff };
}

/** The context a step's run conditions see: the visitor's context plus earlier steps' instructions. */
function stepContext(context: Record<string, unknown>, byStep: AssignmentPlan["byStep"], step: StepName): Record<string, unknown> {
  let instructions: Instructions = {};
  for (const earlier of STEP_NAMES) {
    if (earlier === step) break;
    instructions = { ...instructions, ...(byStep[earlier]?.instructions ?? {}) };
  }
  return { ...context, ...instructions };
}

function sliceDetail(sorted: readonly SplitConfig[], config: SplitConfig, step: StepName, position: number, context: Record<string, unknown>): string {
  const candidates = sorted.filter(
    (candidate) =>
      candidate.initial?.name === step &&
      candidate.groups.some((group) => group.percent > 0) &&
      (!candidate.runCondition?.trim() || evaluateCondition(candidate.runCondition, context)),
  );
  let start = 0;
  for (const candidate of candidates) {
    const width = Math.min(Math.max(candidate.participantPercentage, 0), 100) / 100;
    if (candidate.name === config.name)
      return `Outside the participant percentage: position ${position} is not in this split's slice ${round(start)}–${round(start + width)}.`;
    start += width;
  }
  return `Outside the participant percentage (position ${position}).`;
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
