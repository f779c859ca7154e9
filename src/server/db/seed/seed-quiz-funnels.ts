import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import type { Db } from "../db-type";
import { quizFunnelAliases, quizFunnels, quizFunnelVersions } from "../schema/quiz";

/**
 * Inserts the demo funnels as drafts with a published version 1 and their aliases, when
 * missing. A funnel already in the database is left as it is, whether or not staff changed
 * it: a newer bundled definition reaches an existing database only when staff save it as the
 * draft and publish it (docs/quiz.md, "Plan questions of the demo funnels").
 */
export async function seedQuizFunnels(db: Db): Promise<void> {
  for (const definition of demoFunnels) {
    const inserted = await db
      .insert(quizFunnels)
      .values({ name: definition.name, draft: definition, publishedVersion: 1 })
      .onConflictDoNothing({ target: quizFunnels.name })
      .returning({ name: quizFunnels.name });
    if (!inserted.length) continue;
    await db.insert(quizFunnelVersions).values({ funnelName: definition.name, version: 1, definition }).onConflictDoNothing();
    if (definition.aliases.length)
      await db
        .insert(quizFunnelAliases)
        .values(definition.aliases.map((alias) => ({ alias, funnelName: definition.name })))
        .onConflictDoNothing();
  }
}
