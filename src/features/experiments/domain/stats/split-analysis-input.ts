import { z } from "zod";

/**
 * What `analyzeSplit` reads: one split's counts per group, by intention to treat (every assigned
 * visitor counts). Field meanings: docs/experiments-stats.md "Input".
 */
const count = z.number().int().min(0);

/** Net revenue per visitor: either running sums, or the values of the visitors with revenue. */
export const revenueInputSchema = z.union([
  z.object({ sum: z.number().finite(), sumOfSquares: z.number().finite().min(0) }),
  /** Visitors not listed had no revenue (0); listing zeros is allowed. */
  z.object({ values: z.array(z.number().finite()) }),
]);

export const splitGroupCountsSchema = z
  .object({
    name: z.string().min(1).max(200),
    /** The configured percent of the group; percents are proportional (need not add to 100). */
    percent: z.number().min(0).max(100),
    visitors: count,
    /** Visitors who bought. */
    conversions: count,
    revenue: revenueInputSchema,
    /** Buyers who accepted at least one upsell offer. */
    upsellTakes: count,
    /** Buyers refunded (in full or in part). */
    refunds: count,
  })
  .refine((g) => g.conversions <= g.visitors, {
    message: "More conversions than visitors.",
    path: ["conversions"],
  })
  .refine((g) => g.upsellTakes <= g.conversions, {
    message: "More upsell takes than buyers.",
    path: ["upsellTakes"],
  })
  .refine((g) => g.refunds <= g.conversions, {
    message: "More refunds than buyers.",
    path: ["refunds"],
  })
  .refine((g) => !("values" in g.revenue) || g.revenue.values.length <= g.visitors, {
    message: "More revenue values than visitors.",
    path: ["revenue"],
  });

export const splitAnalysisInputSchema = z
  .object({
    groups: z.array(splitGroupCountsSchema).min(2).max(50),
    /** Index of the control group in `groups`. */
    controlIndex: z.number().int().min(0).default(0),
    /** How long the split has run, in days (fractions allowed). */
    daysRunning: z.number().finite().min(0),
    /** The smallest relative lift worth detecting, e.g. 0.1 for +10 %. */
    minimumEffect: z.number().finite().gt(0).max(10),
    /** Expected conversion rate of the control; the observed one is used when absent. */
    baselineConversionRate: z.number().gt(0).lt(1).optional(),
  })
  .refine((input) => input.controlIndex < input.groups.length, {
    message: "The control index points past the groups.",
    path: ["controlIndex"],
  })
  .refine((input) => input.groups.some((g) => g.percent > 0), {
    message: "At least one group needs a percent above 0.",
    path: ["groups"],
  });

export type SplitAnalysisInput = z.input<typeof splitAnalysisInputSchema>;
export type SplitGroupCounts = z.infer<typeof splitGroupCountsSchema>;
export type RevenueInput = z.infer<typeof revenueInputSchema>;
