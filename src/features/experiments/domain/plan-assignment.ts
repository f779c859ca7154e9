import { assignSplits, splitTestsAreOff, type StepAssignment } from "./assign-splits";
import { buildExperimentContext } from "./build-experiment-context";
import { activePageSplitGroups, choosePageSplit } from "./choose-page-split";
import { chooseRedirect, type RedirectChoice } from "./choose-redirect";
import type { ExperimentConfig } from "./experiment-config";
import type { ExperimentContext } from "./experiment-context";
import type { Instructions } from "./instruction-keys";
import type { SplitGroupMap } from "./page-split-schema";
import { pageSplitTarget } from "./page-split-target";
import { newPagePosition } from "./positions";
import {
  mergePositions,
  parseSplitsCookie,
  positionsFromCookies,
  serializeSplitsCookie,
  unionSplits,
  type SplitsState,
} from "./splits-state";
import { STEP_NAMES, type StepName } from "./step-names";
import {
  SPLIT_COOKIE_MAX_AGE_SECONDS,
  SPLIT_PAGE_POSITION,
  SPLITS,
  ST_PARAMETER,
  splitPositionCookieName,
} from "./storage-keys";

export type AssignmentRequest = {
  /** The page address, with its query. */
  url: string | URL;
  /** The page path without a locale prefix, for page-split path lists (default: the URL's). */
  pathname?: string;
  cookies: Readonly<Record<string, string | undefined>>;
  /** SPLITS_STATE from local storage (browser only): read before the cookies. */
  storedState?: SplitsState | null;
};

export type CookieToSet = {
  name: string;
  value: string;
  maxAge: number;
  path: "/";
  sameSite: "lax";
};

export type Exposure = {
  splitName: string;
  step: StepName | "page";
  groupKey: string;
  instructions: Instructions | null;
};

export type AssignmentPlan = {
  instructions: Instructions;
  /** Write to SPLITS_STATE (browser) — the server returns it for the page to hand over. */
  state: SplitsState;
  /** Cookies to write with the response (only those that change). */
  cookies: CookieToSet[];
  byStep: Partial<Record<StepName, StepAssignment>>;
  /** The page-level split the visitor is in on this page, and where to go (null: stay). */
  pageSplit: { groupName: string; optionId: string; redirectTo: string | null } | null;
  /** The redirect configuration in force (page prop `redirectRulesConfig`). */
  redirect: RedirectChoice | null;
  /** Active page-split groups (page prop `splitGroups`). */
  splitGroups: SplitGroupMap;
  context: ExperimentContext;
  /** Experiments joined on this request, to record as exposures. */
  exposures: Exposure[];
  /** True when the stored `st` value is 0: every split test is off. */
  testsOff: boolean;
};

/**
 * One call for a page view: step assignment, page-level split and redirect configuration,
 * plus the cookies and state to write. Pure; server and browser both use it.
 */
export function planAssignment(
  config: ExperimentConfig,
  request: AssignmentRequest,
  random: () => number,
): AssignmentPlan {
  const cookies = request.cookies;
  const url = new URL(String(request.url), "http://localhost");
  const joinedBefore = unionSplits(request.storedState?.splits, parseSplitsCookie(cookies[SPLITS]));
  const cookiePositions = positionsFromCookies(cookies);
  const positions = mergePositions(request.storedState?.stepsPositions, cookiePositions);
  const st = url.searchParams.get(ST_PARAMETER) ?? cookies[ST_PARAMETER] ?? null;
  const context = buildExperimentContext({ url, cookies, joinedSplits: joinedBefore });
  const result = assignSplits({
    configs: config.splitConfigs,
    context,
    positions,
    joinedSplits: joinedBefore,
    st,
    random,
  });
  const testsOff = splitTestsAreOff(st);

  const exposures: Exposure[] = [];
  for (const step of STEP_NAMES) {
    const assignment = result.byStep[step];
    if (assignment && !joinedBefore.includes(assignment.splitName)) {
      exposures.push({
        splitName: assignment.splitName,
        step,
        groupKey: String(assignment.groupIndex),
        instructions: assignment.instructions,
      });
    }
  }

  const toSet: CookieToSet[] = [];
  const setCookie = (name: string, value: string) =>
    toSet.push({ name, value, maxAge: SPLIT_COOKIE_MAX_AGE_SECONDS, path: "/", sameSite: "lax" });
  for (const step of STEP_NAMES) {
    const value = result.positions[step];
    if (value === undefined || value === null) continue;
    const name = splitPositionCookieName(step);
    if (cookies[name] !== String(value)) setCookie(name, String(value));
  }

  const splitGroups = activePageSplitGroups(config.pageSplitGroups);
  let joined = result.joinedSplits;
  let pageSplit: AssignmentPlan["pageSplit"] = null;
  if (!testsOff && Object.keys(splitGroups).length > 0) {
    let pagePosition: string | number | undefined = cookies[SPLIT_PAGE_POSITION];
    if (pagePosition === undefined) {
      pagePosition = newPagePosition(random);
      setCookie(SPLIT_PAGE_POSITION, String(pagePosition));
    }
    const pathname = request.pathname ?? url.pathname;
    const choice = choosePageSplit(
      splitGroups,
      { ...context, splits: joined, path: pathname },
      pagePosition,
    );
    if (choice) {
      pageSplit = {
        groupName: choice.groupName,
        optionId: choice.option.id,
        redirectTo: pageSplitTarget(choice, { pathname, search: url.search }),
      };
      if (!joined.includes(choice.groupName)) {
        joined = [...joined, choice.groupName];
        exposures.push({
          splitName: choice.groupName,
          step: "page",
          groupKey: choice.option.id,
          instructions: null,
        });
      }
    }
  }

  const splitsValue = serializeSplitsCookie(joined);
  if (splitsValue !== "" && parseSplitsCookie(cookies[SPLITS]).join(",") !== splitsValue)
    setCookie(SPLITS, splitsValue);

  const finalContext = { ...context, splits: joined };
  return {
    instructions: result.instructions,
    state: { splits: joined, stepsPositions: result.positions },
    cookies: toSet,
    byStep: result.byStep,
    pageSplit,
    redirect: chooseRedirect(config.redirectConfigs, { ...finalContext, ...result.instructions }),
    splitGroups,
    context: finalContext,
    exposures,
    testsOff,
  };
}
