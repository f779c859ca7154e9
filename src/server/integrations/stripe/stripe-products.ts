import "server-only";
import type Stripe from "stripe";

/**
 * The Stripe product our package's prices hang on: one per package, with the package id as its
 * id, made on the first sale. Prices themselves are made inline (`price_data`) from the stored
 * package's amounts, so Stripe never holds a price we did not choose.
 */
export async function ensureProduct(stripe: Stripe, packageId: string): Promise<string> {
  try {
    return (await stripe.products.retrieve(packageId)).id;
  } catch (error) {
    if (codeOf(error) !== "resource_missing") throw error;
  }
  try {
    const created = await stripe.products.create(
      { id: packageId, name: packageId, metadata: { packageId } },
      { idempotencyKey: `product:${packageId}` },
    );
    return created.id;
  } catch (error) {
    // Another checkout made it in the meantime.
    if (codeOf(error) === "resource_already_exists") return packageId;
    throw error;
  }
}

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}
