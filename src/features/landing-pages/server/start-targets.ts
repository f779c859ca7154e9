import "server-only";
import { isNotNull } from "drizzle-orm";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { quizStepPath } from "@/features/quiz/domain/quiz-paths";
import { getFunnel } from "@/features/quiz/server/get-funnel";
import type { Db } from "@/server/db/db-type";
import { quizFunnels } from "@/server/db/schema/quiz";

export type StartTarget = { path: string; label: string };

/**
 * Where a landing page's start button may lead (docs/landing-pages.md, "Start button"): the
 * `/quiz` entry (the visitor's experiments and redirect rules choose the funnel) or the first
 * step of a published funnel (stored, or one of the bundled demo funnels the site also opens).
 */
export async function listStartTargets(db: Db): Promise<StartTarget[]> {
  const rows = await db.select({ name: quizFunnels.name }).from(quizFunnels).where(isNotNull(quizFunnels.publishedVersion)).orderBy(quizFunnels.name);
  const targets: StartTarget[] = [{ path: "/quiz", label: "/quiz (the quiz entry)" }];
  const names = [...new Set([...rows.map((row) => row.name), ...demoFunnels.map((funnel) => funnel.name)])].sort();
  for (const name of names) {
    const funnel = await getFunnel(db, name);
    const first = funnel?.definition.steps[0];
    if (first) targets.push({ path: quizStepPath({ shape: "standard", quizName: name }, first.id), label: `${name} — first step` });
  }
  return targets;
}
