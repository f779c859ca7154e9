import "server-only";
import { runAssignment, type AssignmentOutcome } from "@/features/experiments/server/run-assignment";
import { enqueueExposures } from "@/features/experiments/server/exposure-queue";
import { stripLocale } from "@/i18n/locales";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { noExperiments, type ExperimentHandOver, type RequestContext } from "./request-context";
import { resolveVisitor, type ResolvedVisitor, type VisitorInput } from "./resolve-visitor";

export type ResolvedRequest = {
  context: RequestContext;
  visitor: ResolvedVisitor;
  /** Null for crawlers and when the assignment failed (the visitor is then in no test). */
  assignment: AssignmentOutcome | null;
};

/**
 * The whole context of a request: the visitor (country, consent, visitor id, attribution)
 * and the experiment assignment from the cached configuration (crawlers are never assigned).
 * `recordExposures` queues the exposures of newly joined experiments for the background
 * writer (the proxy, where the decision reaches the visitor); API routes only read.
 */
export async function resolveRequestContext(
  db: Db | (() => Promise<Db>),
  input: VisitorInput,
  options: { recordExposures: boolean },
): Promise<ResolvedRequest> {
  const visitor = resolveVisitor(input);
  const isCrawler = visitor.touch.isCrawler;
  const assignment = isCrawler ? null : await assign(db, input, visitor);
  if (assignment && options.recordExposures) enqueueExposures(visitor.touch.proxyUserId, assignment.exposures);
  return { visitor, assignment, context: contextOf(visitor, assignment) };
}

/** The context of a resolved visitor and assignment (no assignment: in no test). */
export function contextOf(visitor: ResolvedVisitor, assignment: AssignmentOutcome | null): RequestContext {
  return {
    country: visitor.country.country,
    visitorId: visitor.touch.proxyUserId,
    isNewVisitor: visitor.isNewVisitor,
    isCrawler: visitor.touch.isCrawler,
    attribution: visitor.attribution,
    consent: visitor.consent,
    experiments: handOver(assignment),
  };
}

async function assign(
  db: Db | (() => Promise<Db>),
  input: VisitorInput,
  visitor: ResolvedVisitor,
): Promise<AssignmentOutcome | null> {
  try {
    return await runAssignment(
      typeof db === "function" ? await db() : db,
      {
        url: input.url.href,
        pathname: stripLocale(input.url.pathname),
        cookies: visitor.cookies,
        visitorId: visitor.touch.proxyUserId,
      },
      { recordExposures: false },
    );
  } catch (error) {
    logger.error("splits config: assignment failed; the visitor gets no test", { error: String(error) });
    return null;
  }
}

/** What pages and the browser need of an assignment. */
export function handOver(outcome: AssignmentOutcome | null): ExperimentHandOver {
  if (!outcome) return noExperiments;
  const groups: Record<string, string> = {};
  for (const assignment of Object.values(outcome.byStep)) {
    if (assignment) groups[assignment.splitName] = String(assignment.groupIndex);
  }
  if (outcome.pageSplit) groups[outcome.pageSplit.groupName] = outcome.pageSplit.optionId;
  return {
    groups,
    instructions: outcome.instructions ?? {},
    splits: outcome.state.splits ?? [],
    stepsPositions: { ...(outcome.state.stepsPositions ?? {}) },
    redirect: outcome.redirect ? { name: outcome.redirect.config.name, rules: [...outcome.redirect.config.rules] } : null,
  };
}
