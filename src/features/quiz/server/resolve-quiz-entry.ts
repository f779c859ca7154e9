import "server-only";
import { chooseRedirect } from "@/features/experiments/domain/choose-redirect";
import type { RedirectConfig } from "@/features/experiments/domain/redirect-config-schema";
import { planQuizEntry } from "@/features/quiz/domain/quiz-entry";
import { parseQuizPath, quizStepPath } from "@/features/quiz/domain/quiz-paths";
import { stepSequence } from "@/features/quiz/domain/step-sequence";
import type { Db } from "@/server/db/db-type";
import { defaultFunnelName, getFunnel } from "./get-funnel";

/**
 * Where a quiz entry sends the visitor (paths without locale, query included), or null to
 * stay. `pathname` is `/quiz`, `/quiz/{funnel}`, `/quiz/{funnel}/{step}` (entries) or a
 * funnel's first step (where experiments and redirect rules apply too); any other path
 * answers null, so the proxy may call this for every page.
 *
 * The redirect-rule context holds the query, the profile (gender MALE/FEMALE, age) and the
 * experiment context; the `quiz_page` instruction comes from the visitor's assignment.
 */
export async function resolveQuizEntry(
  db: Db,
  input: {
    pathname: string;
    query: URLSearchParams;
    instructions?: Record<string, unknown>;
    redirectConfigs?: readonly RedirectConfig[];
    context?: Record<string, unknown>;
  },
): Promise<string | null> {
  const parts = input.pathname.split("/").filter(Boolean);
  const isEntryPath = parts[0] === "quiz";
  if (!isEntryPath && !(await isFirstQuizStep(db, input.pathname))) return null;
  const fallbackPath = isEntryPath ? await entryFallback(db, parts.slice(1)) : null;
  if (isEntryPath && !fallbackPath) return null;
  const gender = input.query.get("gender") ?? input.context?.gender;
  const age = input.query.get("age") ?? input.context?.age;
  // `/quiz/{funnel}` names its funnel: only an experiment's quiz_page can change it.
  const namesFunnel = isEntryPath && parts.length > 1;
  const choice = input.redirectConfigs?.length && !namesFunnel
    ? chooseRedirect(input.redirectConfigs, {
        ...Object.fromEntries(input.query),
        ...input.context,
        gender: typeof gender === "string" ? gender.toUpperCase() : gender,
        age,
      })
    : null;
  return planQuizEntry({
    currentPath: input.pathname,
    query: input.query,
    isEntryPath,
    quizPageInstruction: input.instructions?.quiz_page,
    redirectRuleUrl: choice?.url ?? null,
    fallbackPath: fallbackPath ?? "/",
  });
}

/** `/quiz` → the default funnel's first step; `/quiz/{funnel}[/{step}]` → that funnel (and step). */
async function entryFallback(db: Db, rest: string[]): Promise<string | null> {
  const slug = rest[0] ?? defaultFunnelName;
  const funnel = await getFunnel(db, slug);
  if (!funnel) return null;
  const stepId = rest[1] && funnel.definition.steps.some((s) => s.id === rest[1]) ? rest[1] : funnel.definition.steps[0]!.id;
  if (rest.length > 2) return null;
  return quizStepPath({ shape: "standard", quizName: slug }, stepId);
}

/**
 * The short entry `/[step]`: a funnel name or alias opens that funnel's first step (the slug
 * stays in the address); a step id of the default funnel opens that step there. Else null (404).
 */
export async function resolveShortEntry(db: Db, slug: string): Promise<string | null> {
  const funnel = await getFunnel(db, slug);
  if (funnel) return quizStepPath({ shape: "standard", quizName: slug }, funnel.definition.steps[0]!.id);
  const fallback = await getFunnel(db, defaultFunnelName);
  if (fallback?.definition.steps.some((step) => step.id === slug))
    return quizStepPath({ shape: "standard", quizName: defaultFunnelName }, slug);
  return null;
}

/** True when the (locale-less) path is the first step of a funnel, in any route shape. */
export async function isFirstQuizStep(db: Db, pathname: string): Promise<boolean> {
  const parsed = parseQuizPath(pathname);
  if (!parsed) return false;
  const funnel = await getFunnel(db, parsed.route.quizName);
  if (!funnel) return false;
  const configName = parsed.route.shape === "config" ? parsed.route.configName : undefined;
  if (configName && !funnel.definition.configs[configName]) return false;
  return stepSequence(funnel.definition, { configName })[0]?.id === parsed.stepId;
}
