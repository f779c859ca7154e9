import { z } from "zod";
import { currencyCodes } from "./currencies";
import type { PricePackage } from "./package";

/**
 * The stored form of a price package, checked wherever packages are read from or written to the
 * database (server code only: client bundles carry no zod). The rules are in docs/pricing.md.
 */

const idSchema = z.templateLiteral(["pp_", z.string().regex(/^[a-z0-9][a-z0-9_]{0,62}$/)]);
const amountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const currencySchema = z.enum(currencyCodes);

const periodSchema = z.discriminatedUnion("unit", [
  z.object({ unit: z.literal("week"), count: z.number().int().min(1).max(52) }),
  z.object({ unit: z.literal("month"), count: z.number().int().min(1).max(12) }),
]);

const introSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("none") }),
  z.object({ type: z.literal("intro_price"), periods: z.number().int().min(1).max(12) }),
  z.object({ type: z.literal("free_trial"), days: z.number().int().min(1).max(31) }),
]);

const base = {
  id: idSchema,
  mostPopular: z.boolean(),
  displayOrder: z.number().int().min(0).max(10_000),
};

/** USD or EUR must be among the currencies: they are where the currency choice falls back to. */
function hasFallbackCurrency(amounts: Partial<Record<string, unknown>>): boolean {
  return amounts.USD !== undefined || amounts.EUR !== undefined;
}
const fallbackMessage = "A package needs a USD or EUR amount (the fallback currencies).";

const subscriptionSchema = z
  .object({
    ...base,
    kind: z.literal("subscription"),
    product: z.literal("meal_plan"),
    period: periodSchema,
    intro: introSchema,
    amounts: z.partialRecord(
      currencySchema,
      z.strictObject({ regular: amountSchema, intro: amountSchema.optional() }),
    ),
  })
  .refine((p) => hasFallbackCurrency(p.amounts), { message: fallbackMessage, path: ["amounts"] })
  .superRefine((p, ctx) => {
    for (const [currency, amounts] of Object.entries(p.amounts)) {
      const path = ["amounts", currency, "intro"];
      if (p.intro.type === "intro_price") {
        if (amounts?.intro === undefined)
          ctx.addIssue({
            code: "custom",
            path,
            message: "An intro price needs an intro amount in every currency.",
          });
        else if (amounts.intro >= amounts.regular)
          ctx.addIssue({
            code: "custom",
            path,
            message: "The intro amount must be below the regular amount.",
          });
      } else if (amounts?.intro !== undefined) {
        ctx.addIssue({
          code: "custom",
          path,
          message: "Only an intro-price offer has an intro amount.",
        });
      }
    }
  });

const oneTimeSchema = z
  .object({
    ...base,
    kind: z.literal("one_time"),
    product: z.enum(["recipe_book", "fasting_guide", "workout_plan"]),
    amounts: z.partialRecord(
      currencySchema,
      z.strictObject({ price: amountSchema, listPrice: amountSchema.optional() }),
    ),
  })
  .refine((p) => hasFallbackCurrency(p.amounts), { message: fallbackMessage, path: ["amounts"] })
  .superRefine((p, ctx) => {
    for (const [currency, amounts] of Object.entries(p.amounts)) {
      if (amounts?.listPrice !== undefined && amounts.listPrice <= amounts.price) {
        ctx.addIssue({
          code: "custom",
          path: ["amounts", currency, "listPrice"],
          message: "The list price must be above the price.",
        });
      }
    }
  });

export const pricePackageSchema: z.ZodType<PricePackage> = z.discriminatedUnion("kind", [
  subscriptionSchema,
  oneTimeSchema,
]);
