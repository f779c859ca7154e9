import { z } from "zod";

const packageIdSchema = z.string().regex(/^pp_[a-z0-9][a-z0-9_]{0,62}$/, "a package id of the form pp_…");

/** One offer of a funnel's chain: a one-time package, and the cheaper one offered after "No thanks". */
export const funnelUpsellOfferSchema = z
  .object({
    packageId: packageIdSchema,
    downsellPackageId: packageIdSchema.optional(),
  })
  .refine((offer) => offer.downsellPackageId !== offer.packageId, {
    message: "the downsell must be another package",
    path: ["downsellPackageId"],
  });

/**
 * The upsell chain a funnel sells after its checkout (docs/upsell.md, "The funnel's chain"):
 * its offers in order, one page each, each with an optional downsell. Stored in the funnel's
 * definition (`upsell`); the experiment instructions override it.
 */
export const funnelUpsellChainSchema = z
  .object({ offers: z.array(funnelUpsellOfferSchema).max(3) })
  .refine(
    (chain) => {
      const ids = chain.offers.flatMap((offer) => [offer.packageId, ...(offer.downsellPackageId ? [offer.downsellPackageId] : [])]);
      return new Set(ids).size === ids.length;
    },
    { message: "a package appears in the chain once", path: ["offers"] },
  );

export type FunnelUpsellChain = z.infer<typeof funnelUpsellChainSchema>;

/** The funnel's chain when its stored value is valid, else null (the add-ons page applies). */
export function readFunnelUpsellChain(value: unknown): FunnelUpsellChain | null {
  const parsed = funnelUpsellChainSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
