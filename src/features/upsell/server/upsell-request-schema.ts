import "server-only";
import { z } from "zod";
import { locales } from "@/i18n/locales";

/**
 * The body of `POST /api/upsell` (docs/upsell.md, "Answering an offer"): the step answered,
 * the decision, the chosen packages with the price each one showed, the currency and the
 * page's language. Sent as JSON by the page's script, or as a plain form without JavaScript.
 */
export const upsellAnswerSchema = z.object({
  step: z.coerce.number().int().min(1).max(3),
  decision: z.enum(["accept", "decline"]),
  items: z
    .array(
      z.object({
        packageId: z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/),
        shownAmountMinor: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
      }),
    )
    .max(10)
    .default([]),
  currency: z.string().regex(/^[A-Z]{3}$/),
  locale: z.enum(locales).optional(),
});
export type UpsellAnswerBody = z.infer<typeof upsellAnswerSchema>;

/**
 * A form post read into the same shape: each chosen package is one `item` field,
 * `<package id>:<shown amount>`, so the price check works without JavaScript too.
 */
export function formToAnswer(text: string): Record<string, unknown> {
  const form = new URLSearchParams(text);
  return {
    step: form.get("step") ?? undefined,
    decision: form.get("decision") ?? undefined,
    items: form.getAll("item").map((value) => {
      const [packageId, shownAmountMinor] = value.split(":");
      return { packageId, shownAmountMinor };
    }),
    currency: form.get("currency") ?? undefined,
    locale: form.get("locale") || undefined,
  };
}
