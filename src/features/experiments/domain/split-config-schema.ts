import { z } from "zod";
import { checkSitePath } from "@/features/site/domain/site-path-check";
import { readInstructions } from "./parse-instructions";
import { STEP_NAMES } from "./step-names";
import { conditionTextSchema, experimentNameSchema } from "./field-schemas";

export const splitGroupSchema = z.object({
  percent: z.number().min(0).max(100),
  instructionCondition: z
    .string()
    .max(4000)
    .superRefine((value, ctx) => {
      const { instructions, problems } = readInstructions(value);
      for (const clause of problems) {
        ctx.addIssue({ code: "custom", message: `Clause cannot be read: ${clause}` });
      }
      if (Object.hasOwn(instructions, "quiz_page")) {
        const checked = checkSitePath(instructions.quiz_page);
        if (!checked.ok) ctx.addIssue({ code: "custom", message: `quiz_page: ${checked.message}` });
      }
    }),
});

/** One experiment step, as stored and edited. */
export const splitConfigSchema = z
  .object({
    name: experimentNameSchema,
    initial: z.object({ name: z.enum(STEP_NAMES) }),
    runCondition: conditionTextSchema,
    participantPercentage: z.number().min(0).max(100),
    groups: z.array(splitGroupSchema).min(1).max(50),
  })
  .refine((config) => config.groups.some((group) => group.percent > 0), {
    message: "At least one group needs a percent above 0.",
    path: ["groups"],
  });

export type SplitConfigInput = z.input<typeof splitConfigSchema>;

/** What the assignment engine reads; validated configs satisfy it, stale ones are tolerated. */
export type SplitGroup = { percent: number; instructionCondition: string };
export type SplitConfig = {
  name: string;
  initial: { name: string };
  runCondition?: string | null;
  participantPercentage: number;
  groups: readonly SplitGroup[];
};
