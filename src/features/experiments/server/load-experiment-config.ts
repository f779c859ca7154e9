import "server-only";
import type { ExperimentConfig } from "@/features/experiments/domain/experiment-config";
import { pageSplitGroupSchema } from "@/features/experiments/domain/page-split-schema";
import { redirectConfigSchema } from "@/features/experiments/domain/redirect-config-schema";
import { splitConfigSchema } from "@/features/experiments/domain/split-config-schema";
import type { Db } from "@/server/db/db-type";
import { logger } from "@/server/log/logger";
import { listPageSplitGroupRows } from "./page-split-repository";
import { listRedirectConfigs } from "./redirect-config-repository";
import { listSplitConfigsWithStatus } from "./split-config-repository";

/**
 * Reads the whole experiment configuration the engine assigns from: only running splits and
 * page splits (drafts and stopped ones assign nobody, docs/split-admin.md). Rows are checked again on the way out, so a row
 * edited by hand into an invalid state is skipped (and logged) instead of breaking every page.
 */
export async function loadExperimentConfig(db: Db): Promise<ExperimentConfig> {
  const [splits, pageGroups, redirects] = await Promise.all([
    listSplitConfigsWithStatus(db),
    listPageSplitGroupRows(db),
    listRedirectConfigs(db),
  ]);
  const splitConfigs = splits
    .filter((config) => config.status === "running")
    .filter((config) => isValid("split config", config.name, splitConfigSchema, config))
    .map(({ status: _status, ...config }) => config);
  const pageSplitGroups = Object.fromEntries(
    pageGroups
      .filter((row) => row.status === "running")
      .filter((row) => isValid("page split group", row.name, pageSplitGroupSchema, row.group))
      .map((row) => [row.name, row.group]),
  );
  const redirectConfigs = redirects.filter((config) =>
    isValid("redirect config", config.name, redirectConfigSchema, config),
  );
  return { splitConfigs, pageSplitGroups, redirectConfigs };
}

function isValid(
  kind: string,
  name: string,
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
): boolean {
  const result = schema.safeParse(value);
  if (!result.success)
    logger.warn(`skipping invalid ${kind}`, { name, error: String(result.error) });
  return result.success;
}
