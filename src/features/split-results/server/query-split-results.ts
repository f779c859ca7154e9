import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { minorUnitExponent } from "@/features/pricing/domain/currencies";
import { tailSize, type TailValue } from "@/features/split-results/domain/capped-revenue";
import {
  buildResults,
  DEFAULT_MINIMUM_EFFECT,
  type DailySums,
  type SplitResultsView,
} from "@/features/split-results/domain/build-results";
import { SHOP_CURRENCY } from "@/features/split-results/domain/shop-currency";
import {
  pageSplitGroups,
  stepSplitGroups,
  withExposedGroups,
  type ConfiguredSplit,
} from "@/features/split-results/domain/split-groups";
import type { Db } from "@/server/db/db-type";
import { pageSplitGroups as pageSplitTable, splitConfigGroups, splitConfigs } from "@/server/db/schema/experiments";
import { splitResultDaily, splitResultSettings, splitResultState } from "@/server/db/schema/split-results";
import { queryRows } from "./sql-rows";

/** A split as configured: a step test (split_configs) or a page split (page_split_groups); null if unknown. */
export async function loadConfiguredSplit(db: Db, name: string): Promise<ConfiguredSplit | null> {
  const [config] = await db.select().from(splitConfigs).where(eq(splitConfigs.name, name));
  if (config) {
    const groups = await db
      .select({ position: splitConfigGroups.position, percent: splitConfigGroups.percent })
      .from(splitConfigGroups)
      .where(eq(splitConfigGroups.configId, config.id))
      .orderBy(asc(splitConfigGroups.position));
    return { name, kind: "step", step: config.step, groups: stepSplitGroups(groups) };
  }
  const [page] = await db.select().from(pageSplitTable).where(eq(pageSplitTable.name, name));
  if (page) return { name, kind: "page", step: "page", groups: pageSplitGroups(page.options) };
  return null;
}

export async function loadMinimumEffect(db: Db, name: string): Promise<{ minimumEffect: number; version: number }> {
  const [row] = await db.select().from(splitResultSettings).where(eq(splitResultSettings.splitName, name));
  return row ? { minimumEffect: row.minimumEffect, version: row.version } : { minimumEffect: DEFAULT_MINIMUM_EFFECT, version: 0 };
}


/**
 * The page's figures, from the daily sums (groups × days rows) and the top 1 % of the non-zero
 * revenues read through their index: nothing per visitor is scanned (docs/split-results.md).
 */
export async function querySplitResults(db: Db, name: string, now: Date): Promise<SplitResultsView | null> {
  const split = await loadConfiguredSplit(db, name);
  if (!split) return null;
  const daily: DailySums[] = (
    await db.select().from(splitResultDaily).where(eq(splitResultDaily.splitName, name))
  ).map((row) => ({
    groupKey: row.groupKey,
    day: row.day,
    visitors: row.visitors,
    buyers: row.buyers,
    upsellTakers: row.upsellTakers,
    refundedBuyers: row.refundedBuyers,
    otherCurrencyBuyers: row.otherCurrencyBuyers,
    revenueVisitors: row.revenueVisitors,
    netSum: Number(row.netSum),
    netSumOfSquares: row.netSumOfSquares,
  }));
  const groups = withExposedGroups(
    split.groups,
    daily.filter((d) => d.visitors > 0).map((d) => d.groupKey),
  );
  const revenueCount = daily.reduce((sum, d) => sum + d.revenueVisitors, 0);
  const tail = await readRevenueTail(db, name, tailSize(revenueCount));
  const settings = await loadMinimumEffect(db, name);
  const [state] = await db.select({ refreshedAt: splitResultState.refreshedAt }).from(splitResultState).where(eq(splitResultState.id, 1));
  const results = buildResults({
    groups,
    daily,
    tail,
    minimumEffect: settings.minimumEffect,
    minorPerMajor: 10 ** minorUnitExponent(SHOP_CURRENCY),
    now,
  });
  return {
    ...results,
    split: { ...split, groups },
    currency: SHOP_CURRENCY,
    settingsVersion: settings.version,
    refreshedAt: state?.refreshedAt ?? null,
  };
}

/** The `size` largest non-zero net revenues of the split, largest first (an index range read). */
export async function readRevenueTail(db: Db, name: string, size: number): Promise<TailValue[]> {
  if (size <= 0) return [];
  const rows = await queryRows<{ group_key: string; net_minor: string | number }>(
    db,
    sql`select group_key, net_minor from split_result_visitors
        where split_name = ${name} and net_minor <> 0
        order by net_minor desc limit ${size}`,
  );
  return rows.map((r) => ({ key: r.group_key, value: Number(r.net_minor) }));
}
