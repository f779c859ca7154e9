import "server-only";
import type Stripe from "stripe";

/**
 * The Stripe product our package's prices hang on: one per package, with the package id as its
 * id, made on the first sale or when staff save the package (then with staff's name for it).
 * Checkout makes its prices inline (`price_data`) from the stored package's amounts, so Stripe
 * never charges a price we did not choose; the package editor's job also lists each version's
 * prices on the product (stripe-package-prices.ts).
 */
export async function ensureProduct(stripe: Stripe, packageId: string, name = packageId): Promise<string> {
  try {
    return (await stripe.products.retrieve(packageId)).id;
  } catch (error) {
    if (codeOf(error) !== "resource_missing") throw error;
  }
  try {
    const created = await stripe.products.create(
      { id: packageId, name, metadata: { packageId } },
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
