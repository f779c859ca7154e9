import "server-only";
import { redirectRuleRows } from "@/features/experiments/domain/redirect-rule-rows";
import { asc, eq, sql } from "drizzle-orm";
import {
  GENDERS,
  redirectConfigSchema,
  type Gender,
  type RedirectConfig,
  type RedirectRule,
} from "@/features/experiments/domain/redirect-config-schema";
import type { Db } from "@/server/db/db-type";
import { redirectConfigs, redirectRules } from "@/server/db/schema/experiments";
import { bumpConfigVersion } from "./config-version";

/** Redirect configurations with their rules, in the order they are tried. */
export async function listRedirectConfigs(db: Db): Promise<RedirectConfig[]> {
  const configs = await db
    .select()
    .from(redirectConfigs)
    .orderBy(asc(redirectConfigs.sortOrder), asc(redirectConfigs.id));
  const rules = await db
    .select()
    .from(redirectRules)
    .orderBy(asc(redirectRules.configId), asc(redirectRules.position));
  return configs.map((config) => ({
    name: config.name,
    runCondition: config.runCondition,
    rules: rules.filter((rule) => rule.configId === config.id).map(toRule),
  }));
}

function toRule(row: typeof redirectRules.$inferSelect): RedirectRule {
  const rule: RedirectRule = { quizUrl: row.quizUrl };
  if (row.forElderUser !== null) rule.forElderUser = row.forElderUser;
  if (row.gender !== null && (GENDERS as readonly string[]).includes(row.gender))
    rule.gender = row.gender as Gender;
  if (row.tm1 !== null) rule.tm1 = row.tm1;
  if (row.tm2 !== null) rule.tm2 = row.tm2;
  return rule;
}

/** Creates or replaces a redirect configuration (matched by name); ZodError when invalid. */
export async function saveRedirectConfig(
  db: Db,
  input: unknown,
  sortOrder = 0,
): Promise<RedirectConfig> {
  const config = redirectConfigSchema.parse(input);
  await db.transaction(async (tx) => {
    const values = { name: config.name, runCondition: config.runCondition, sortOrder };
    const [row] = await tx
      .insert(redirectConfigs)
      .values(values)
      .onConflictDoUpdate({
        target: redirectConfigs.name,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning({ id: redirectConfigs.id });
    if (!row) throw new Error(`redirect config ${config.name} was not stored`);
    await tx.delete(redirectRules).where(eq(redirectRules.configId, row.id));
    await tx.insert(redirectRules).values(redirectRuleRows(row.id, config.rules));
    await bumpConfigVersion(tx);
  });
  return config;
}

export async function deleteRedirectConfig(db: Db, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(redirectConfigs)
      .where(eq(redirectConfigs.name, name))
      .returning({ id: redirectConfigs.id });
    if (removed.length > 0) await bumpConfigVersion(tx);
    return removed.length > 0;
  });
}
