import { z } from "zod";
import { currencyCodes } from "@/features/pricing/domain/currencies";
import { checkSitePath } from "@/features/site/domain/site-path-check";
import { themeNames } from "@/ui/themes/themes";
import type { LandingPageContent } from "./landing-page";

/**
 * The stored form of a landing page, checked on every save and again when a published page is
 * loaded (server code only). Rules: docs/landing-pages.md, "Blocks".
 */

const localeKey = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/);
const text = (max: number) =>
  z
    .record(localeKey, z.string().trim().max(max))
    .transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value.length > 0)))
    .refine((map) => typeof map.en === "string" && map.en.length > 0, { message: "English text is required" });
const optionalText = (max: number) =>
  z
    .record(localeKey, z.string().trim().max(max))
    .transform((map) => Object.fromEntries(Object.entries(map).filter(([, value]) => value.length > 0)))
    .refine((map) => Object.keys(map).length === 0 || typeof map.en === "string", { message: "English text is required" })
    .transform((map) => (Object.keys(map).length === 0 ? undefined : map))
    .optional();

/**
 * An image served by our own site (`/images/…`): the content security policy loads images from
 * the site only, so an address elsewhere would show as broken. No scheme, no `//` host.
 */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => /^\/(?!\/)[^\s"'<>\\]*$/.test(url), { message: "An image address is a path on this site, starting with /" })
  .optional()
  .or(z.literal("").transform(() => undefined));

const item = z.strictObject({ title: text(200), body: optionalText(1_000) });
const comparisonRow = z.strictObject({ label: text(120), ours: text(200), other: text(200) });
/** A stored package's id (`pp_…`); the server checks it is an active subscription offering `currency`. */
const packageId = z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/, "Choose a package from the list.");

export const landingBlockSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("hero"), headline: text(200), sub: optionalText(500), imageUrl, imageAlt: optionalText(200), cta: text(60) }),
  z.strictObject({ type: z.literal("benefits"), title: text(200), items: z.array(item).min(1).max(12) }),
  z.strictObject({
    type: z.literal("testimonials"),
    title: text(200),
    items: z.array(z.strictObject({ author: text(100), body: text(1_000), rating: z.number().int().min(1).max(5) })).min(1).max(12),
  }),
  z.strictObject({ type: z.literal("faq"), title: text(200), items: z.array(item).min(1).max(20) }),
  z.strictObject({
    type: z.literal("comparison"),
    title: text(200),
    oursLabel: text(60),
    otherLabel: text(60),
    rows: z.array(comparisonRow).min(1).max(12),
  }),
  z.strictObject({
    type: z.literal("pricing"),
    title: text(200),
    packageId,
    currency: z.enum(currencyCodes as [string, ...string[]]),
    note: optionalText(300),
    cta: optionalText(60),
  }),
  z.strictObject({ type: z.literal("cta"), title: text(200), cta: text(60) }),
]);

/** A start target: `/quiz` or a locale-less funnel path; the server checks it is offered. */
export const startTargetSchema = z
  .string()
  .regex(/^\/[a-z0-9][a-z0-9_/-]{0,200}$/, "Choose a start target from the list.")
  .superRefine((value, ctx) => {
    const checked = checkSitePath(value);
    if (!checked.ok) ctx.addIssue({ code: "custom", message: checked.message });
    else if (checked.path !== value) ctx.addIssue({ code: "custom", message: "Choose a start target from the list." });
  });

export const landingPageContentSchema = z
  .strictObject({
    title: text(120),
    theme: z.enum(themeNames).optional(),
    seoTitle: optionalText(120),
    seoDescription: optionalText(300),
    ogImageUrl: imageUrl,
    noindex: z.boolean().optional(),
    startTarget: startTargetSchema,
    blocks: z.array(landingBlockSchema).min(1).max(20),
  })
  .superRefine((page, ctx) => {
    const heroes = page.blocks.filter((block) => block.type === "hero").length;
    if (heroes > 1) ctx.addIssue({ code: "custom", path: ["blocks"], message: "A page has at most one hero" });
    if (heroes === 1 && page.blocks[0]?.type !== "hero") ctx.addIssue({ code: "custom", path: ["blocks"], message: "The hero comes first" });
    if (!page.blocks.some((block) => block.type === "hero" || block.type === "cta"))
      ctx.addIssue({ code: "custom", path: ["blocks"], message: "A page needs a start button: a hero or a final call to action" });
    if (page.blocks.filter((block) => block.type === "pricing").length > 2)
      ctx.addIssue({ code: "custom", path: ["blocks"], message: "A page has at most two pricing teasers" });
  }) as unknown as z.ZodType<LandingPageContent, unknown>;
