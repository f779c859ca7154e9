import { z } from "zod";
import { blockTypes, type FinalPageContent } from "./final-page";
import type { PackageSet } from "./package-set";

/**
 * The stored form of a final page and of a package set, checked on every write and again when
 * rows are loaded (server code only: client bundles carry no zod). Rules: docs/final-page.md.
 */

const messageKey = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*$/);
const localeKey = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/);

const textSchema = z.union([
  z.strictObject({ key: messageKey }),
  z.strictObject({
    text: z
      .record(localeKey, z.string().min(1).max(2_000))
      .refine((map) => typeof map.en === "string", { message: "English text is required" }),
  }),
]);

const itemSchema = z.strictObject({ title: textSchema, body: textSchema.optional() });
const setIdSchema = z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/);

const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("hero"),
    title: textSchema,
    subtitle: textSchema.optional(),
    showChart: z.boolean(),
  }),
  z.strictObject({
    type: z.literal("plan"),
    title: textSchema,
    showSampleDay: z.boolean(),
  }),
  z.strictObject({
    type: z.literal("timer"),
    // At most a day: the `timer` cookie that keeps the end lives one day.
    durationMinutes: z.number().int().min(1).max(1_440),
    label: textSchema,
    endedLabel: textSchema,
    afterExpiry: z.enum(["keep_offer", "regular_set"]),
  }),
  z.strictObject({
    type: z.literal("packages"),
    packageSetId: setIdSchema,
    layout: z.enum(["list", "cards"]),
    title: textSchema,
    cta: textSchema,
    downsellPackageId: setIdSchema.optional(),
  }),
  z.strictObject({
    type: z.literal("benefits"),
    title: textSchema,
    items: z.array(itemSchema).min(1).max(12),
  }),
  z.strictObject({
    type: z.literal("reviews"),
    title: textSchema,
    items: z
      .array(
        z.strictObject({
          author: textSchema,
          body: textSchema,
          rating: z.number().int().min(1).max(5),
        }),
      )
      .min(1)
      .max(12),
  }),
  z.strictObject({
    type: z.literal("guarantee"),
    title: textSchema,
    body: textSchema,
    days: z.number().int().min(1).max(365),
  }),
  z.strictObject({
    type: z.literal("faq"),
    title: textSchema,
    items: z.array(itemSchema).min(1).max(20),
  }),
  z.strictObject({ type: z.literal("legal"), showRenewalText: z.boolean(), body: textSchema }),
]);

export const finalPageContentSchema: z.ZodType<FinalPageContent> = z
  .strictObject({
    blocks: z.array(blockSchema).min(1).max(30),
    simpleBlockTypes: z.array(z.enum(blockTypes)).min(1).optional(),
  })
  .superRefine((page, ctx) => {
    const count = (type: string) => page.blocks.filter((block) => block.type === type).length;
    if (count("packages") !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["blocks"],
        message: "A final page has exactly one packages block.",
      });
    if (count("legal") !== 1)
      ctx.addIssue({
        code: "custom",
        path: ["blocks"],
        message: "A final page has exactly one legal block.",
      });
    if (count("timer") > 1)
      ctx.addIssue({
        code: "custom",
        path: ["blocks"],
        message: "A final page has at most one timer.",
      });
    if (count("plan") > 1)
      ctx.addIssue({
        code: "custom",
        path: ["blocks"],
        message: "A final page has at most one plan block.",
      });
    const simple = page.simpleBlockTypes;
    if (simple && !(simple.includes("packages") && simple.includes("legal")))
      ctx.addIssue({
        code: "custom",
        path: ["simpleBlockTypes"],
        message: "The simpler variant keeps the packages and the legal block.",
      });
  });

export const finalPageSlugSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,62}$/);

export const packageSetSchema: z.ZodType<PackageSet> = z
  .strictObject({
    id: setIdSchema,
    packageIds: z.array(setIdSchema).min(1).max(6),
    discount: z.boolean(),
    expiredSetId: setIdSchema.optional(),
  })
  .refine((set) => new Set(set.packageIds).size === set.packageIds.length, {
    message: "A package appears once in a set.",
    path: ["packageIds"],
  })
  .refine((set) => set.expiredSetId !== set.id, {
    message: "A set cannot switch to itself.",
    path: ["expiredSetId"],
  });
