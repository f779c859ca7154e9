import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);
const ice = z.coerce.number().int("Use a whole number from 1 to 10.").min(1, "Use a whole number from 1 to 10.").max(10, "Use a whole number from 1 to 10.");

/** The fields staff edit on a hypothesis (docs/ab-backlog.md); the server checks the split name exists. */
export const hypothesisFieldsSchema = z.object({
  title: text(200).min(1, "Give the hypothesis a title."),
  problem: text(2000).default(""),
  change: text(2000).default(""),
  expectedEffect: text(2000).default(""),
  metric: text(200).default(""),
  impact: ice,
  confidence: ice,
  ease: ice,
  ownerEmail: z.string().trim().toLowerCase().email("The owner must be a staff e-mail address."),
  splitName: z
    .string()
    .trim()
    .max(100)
    .default("")
    .refine((value) => value === "" || /^[A-Za-z0-9_.-]{1,100}$/.test(value), "A split name uses letters, digits, '_', '.' or '-'.")
    .transform((value) => (value === "" ? null : value)),
});
export type HypothesisFields = z.output<typeof hypothesisFieldsSchema>;
export type HypothesisFieldsInput = z.input<typeof hypothesisFieldsSchema>;
