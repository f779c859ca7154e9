import { z } from "zod";
import { experimentNameSchema } from "@/features/experiments/domain/field-schemas";
import { pageSplitGroupSchema } from "@/features/experiments/domain/page-split-schema";
import { splitConfigSchema } from "@/features/experiments/domain/split-config-schema";
import { groupPercentProblem } from "./group-percents";

export const SPLIT_KINDS = ["split", "page-split"] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];
export type SplitStatusValue = "draft" | "running" | "stopped";

/** Names the pages under /mgmt/splits use themselves; a split cannot take them. */
export const RESERVED_SPLIT_NAMES = ["create", "page", "simulate"] as const;

/** A split configuration as the editor saves it: the engine's schema plus percents summing to 100. */
export const editedSplitSchema = splitConfigSchema.superRefine((config, ctx) => {
  const problem = groupPercentProblem(config.groups.map((group) => group.percent));
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["groups"] });
});

/** A page-level split group as the editor saves it: its name plus the engine's schema. */
export const editedPageSplitSchema = z.object({ name: experimentNameSchema, group: pageSplitGroupSchema });

export type EditedSplit = z.output<typeof editedSplitSchema>;
export type EditedPageSplit = z.output<typeof editedPageSplitSchema>;

/** What one version in the history holds: the configuration and its status. */
export type SplitVersionContent =
  | { kind: "split"; status: SplitStatusValue; config: EditedSplit }
  | { kind: "page-split"; status: SplitStatusValue; config: EditedPageSplit };

/** The first readable problem of a zod error, as "field: message". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The configuration is not valid.";
  const path = issue.path.join(".");
  return path ? `${path}: ${issue.message}` : issue.message;
}
