import { z } from "zod";
import { funnelUpsellChainSchema } from "@/features/upsell/domain/funnel-upsell-chain";
import { localizedTextSchema } from "./localized-text";
import { multiChoiceFields, singleChoiceFields } from "./profile-fields";

/**
 * A funnel definition: versioned JSON, stored as a draft and as immutable published versions.
 * Step copy lives here, per locale (docs/quiz.md). Steps are shown in order unless a step's
 * `next` rules pick another step.
 */
export const funnelSchemaVersion = 1;

export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "lower-case letters, digits and dashes");

export { multiChoiceFields, profileFields, singleChoiceFields } from "./profile-fields";
export type { MultiChoiceField, ProfileField, SingleChoiceField } from "./profile-fields";

const nextRuleSchema = z.object({ condition: z.string().max(2000), stepId: slugSchema });

const optionSchema = z.object({
  value: z.string().regex(/^[a-zA-Z0-9_-]{1,60}$/),
  label: localizedTextSchema,
  emoji: z.string().max(16).optional(),
  /**
   * A picture (alt text is the label): one shipped under /images/quiz/, or one uploaded in the
   * funnel editor, served at /media/funnel-images/{sha256}.{ext} (docs/funnel-admin.md, "Images").
   */
  image: z
    .string()
    .regex(/^(\/images\/quiz\/[a-z0-9-]+\.(webp|png|jpg|svg)|\/media\/funnel-images\/[a-f0-9]{64}\.(png|jpg|webp))$/)
    .optional(),
  description: localizedTextSchema.optional(),
});
export type StepOption = z.infer<typeof optionSchema>;

const stepBase = {
  id: slugSchema,
  title: localizedTextSchema,
  subtitle: localizedTextSchema.optional(),
  next: z.array(nextRuleSchema).max(20).optional(),
  /** Dropped by the compact layout (docs/quiz.md, "Compact layout"). */
  compactSkip: z.boolean().optional(),
};

const singleChoiceSchema = z.object({
  ...stepBase,
  type: z.literal("single"),
  field: z.enum(singleChoiceFields).optional(),
  display: z.enum(["text", "emoji", "image"]).default("text"),
  options: z.array(optionSchema).min(2).max(12),
});

const multiChoiceSchema = z.object({
  ...stepBase,
  type: z.literal("multi"),
  field: z.enum(multiChoiceFields).optional(),
  display: z.enum(["text", "emoji"]).default("text"),
  options: z.array(optionSchema).min(2).max(16),
  /** The "none of the above" option: choosing it clears every other choice. */
  noneOption: optionSchema.optional(),
  minSelected: z.number().int().min(1).default(1),
});

const numberSchema = z.object({
  ...stepBase,
  type: z.literal("number"),
  field: z.enum(["heightCm", "weightKg", "targetWeightKg"]),
  quantity: z.enum(["height", "weight"]),
  /** Limits in metric units (cm or kg). */
  min: z.number().positive(),
  max: z.number().positive(),
  hint: localizedTextSchema.optional(),
});

const ageSchema = z.object({
  ...stepBase,
  type: z.literal("age"),
  mode: z.enum(["age", "birthDate"]),
  min: z.number().int().min(13).default(18),
  max: z.number().int().max(120).default(99),
});

const textSchema = z.object({
  ...stepBase,
  type: z.literal("text"),
  field: z.enum(["name"]).optional(),
  placeholder: localizedTextSchema.optional(),
  maxLength: z.number().int().min(1).max(200).default(60),
  optional: z.boolean().default(false),
});

const emailSchema = z.object({
  ...stepBase,
  type: z.literal("email"),
  placeholder: localizedTextSchema.optional(),
  /** Shown as a checkbox where the country asks for a separate e-mail subscription. */
  consentLabel: localizedTextSchema,
  privacyNote: localizedTextSchema.optional(),
});

const infoSchema = z.object({
  ...stepBase,
  type: z.literal("info"),
  variant: z.enum(["statement", "socialProof", "chart"]),
  body: localizedTextSchema.optional(),
  image: optionSchema.shape.image,
  imageAlt: localizedTextSchema.optional(),
  /** Social proof: a headline figure ("87%") and a quote with its author. */
  stat: z.string().max(12).optional(),
  quote: localizedTextSchema.optional(),
  quoteAuthor: z.string().max(60).optional(),
});

const loaderSchema = z.object({
  ...stepBase,
  type: z.literal("loader"),
  items: z.array(localizedTextSchema).min(1).max(6),
  durationMs: z.number().int().min(1000).max(15000).default(4500),
});

const summarySchema = z.object({
  ...stepBase,
  type: z.literal("summary"),
});

export const stepSchema = z.discriminatedUnion("type", [
  singleChoiceSchema,
  multiChoiceSchema,
  numberSchema,
  ageSchema,
  textSchema,
  emailSchema,
  infoSchema,
  loaderSchema,
  summarySchema,
]);

export type FunnelStep = z.infer<typeof stepSchema>;
export type StepType = FunnelStep["type"];
export type StepOf<T extends StepType> = Extract<FunnelStep, { type: T }>;

export const funnelDefinitionSchema = z
  .object({
    schemaVersion: z.literal(funnelSchemaVersion),
    name: slugSchema,
    title: z.string().min(1).max(120),
    /** Other slugs that open this funnel (their own address is kept, e.g. for the feature flag). */
    aliases: z.array(slugSchema).max(20).default([]),
    /** Who the funnel speaks to; a funnel for women needs no gender question. */
    audience: z.enum(["all", "women", "men"]).default("all"),
    theme: z.enum(["default", "black", "blackBlue", "blackOrange", "brown", "purple", "purpleDarker", "yellow"]).default("default"),
    steps: z.array(stepSchema).min(1).max(60),
    /** Named variants for /[quizName]/quiz/[configName]/[stepId]: a theme and/or a step order. */
    configs: z
      .record(slugSchema, z.object({ theme: z.string().optional(), steps: z.array(slugSchema).min(1).optional() }))
      .default({}),
    /** The upsell chain after this funnel's checkout (docs/upsell.md, "The funnel's chain"). */
    upsell: funnelUpsellChainSchema.optional(),
  })
  .superRefine((definition, ctx) => {
    const ids = new Set<string>();
    for (const step of definition.steps) {
      if (ids.has(step.id)) ctx.addIssue({ code: "custom", message: `duplicate step id ${step.id}`, path: ["steps"] });
      if (reservedStepIds.has(step.id)) ctx.addIssue({ code: "custom", message: `reserved step id ${step.id}`, path: ["steps"] });
      ids.add(step.id);
    }
    for (const step of definition.steps) {
      for (const rule of step.next ?? []) {
        if (!ids.has(rule.stepId))
          ctx.addIssue({ code: "custom", message: `${step.id} leads to unknown step ${rule.stepId}`, path: ["steps"] });
      }
    }
    for (const [name, config] of Object.entries(definition.configs)) {
      for (const id of config.steps ?? []) {
        if (!ids.has(id)) ctx.addIssue({ code: "custom", message: `config ${name} lists unknown step ${id}`, path: ["configs"] });
      }
    }
  });

/** Step ids the routes use for themselves. */
export const reservedStepIds: ReadonlySet<string> = new Set(["final", "quiz"]);

export type FunnelDefinitionInput = z.input<typeof funnelDefinitionSchema>;
export type FunnelDefinition = z.infer<typeof funnelDefinitionSchema>;
