import "server-only";
import { and, eq } from "drizzle-orm";
import { funnelDefinitionSchema, type FunnelDefinition, type FunnelDefinitionInput } from "@/features/quiz/domain/funnel-definition";
import type { Db } from "@/server/db/db-type";
import { quizFunnelAliases, quizFunnels, quizFunnelVersions } from "@/server/db/schema/quiz";

export type StoredFunnel = { definition: FunnelDefinition; version: number };

/** Saves (or replaces) a funnel's draft after validating it; aliases follow the draft. */
export async function saveFunnelDraft(db: Db, input: FunnelDefinitionInput): Promise<FunnelDefinition> {
  const definition = funnelDefinitionSchema.parse(input);
  await db
    .insert(quizFunnels)
    .values({ name: definition.name, draft: definition })
    .onConflictDoUpdate({ target: quizFunnels.name, set: { draft: definition, updatedAt: new Date() } });
  return definition;
}

/**
 * Publishes the current draft as the next version. Versions are only ever inserted, so a
 * published definition never changes; the funnel then points at the new version.
 */
export async function publishFunnel(db: Db, name: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [funnel] = await tx.select().from(quizFunnels).where(eq(quizFunnels.name, name)).for("update");
    if (!funnel) throw new Error(`unknown funnel ${name}`);
    const definition = funnelDefinitionSchema.parse(funnel.draft);
    const version = (funnel.publishedVersion ?? 0) + 1;
    await tx.insert(quizFunnelVersions).values({ funnelName: name, version, definition });
    await tx.update(quizFunnels).set({ publishedVersion: version, updatedAt: new Date() }).where(eq(quizFunnels.name, name));
    await tx.delete(quizFunnelAliases).where(eq(quizFunnelAliases.funnelName, name));
    if (definition.aliases.length)
      await tx
        .insert(quizFunnelAliases)
        .values(definition.aliases.map((alias) => ({ alias, funnelName: name })))
        .onConflictDoNothing();
    return version;
  });
}

/** The published definition for a funnel name or alias; null when none is published. */
export async function loadPublishedFunnel(db: Db, slug: string): Promise<StoredFunnel | null> {
  const [alias] = await db.select().from(quizFunnelAliases).where(eq(quizFunnelAliases.alias, slug));
  const name = alias?.funnelName ?? slug;
  const [row] = await db
    .select({ definition: quizFunnelVersions.definition, version: quizFunnelVersions.version })
    .from(quizFunnels)
    .innerJoin(
      quizFunnelVersions,
      and(eq(quizFunnelVersions.funnelName, quizFunnels.name), eq(quizFunnelVersions.version, quizFunnels.publishedVersion)),
    )
    .where(eq(quizFunnels.name, name));
  if (!row) return null;
  const parsed = funnelDefinitionSchema.safeParse(row.definition);
  return parsed.success ? { definition: parsed.data, version: row.version } : null;
}
