import "server-only";
import type Stripe from "stripe";
import { PACKAGE_ENTITY } from "@/features/package-admin/domain/package-content";
import { recordAudit } from "@/features/staff/server/record-audit";
import type { Db } from "@/server/db/db-type";
import { createPackagePrices } from "@/server/integrations/stripe/stripe-package-prices";
import { readPackageVersion } from "./package-admin-store";
import type { StripeSyncRequest } from "./stripe-sync-job";

/**
 * The Stripe job's work (docs/package-admin.md, "Stripe"): the product and prices of the saved
 * version, then one audit row naming them (written by `job`). A version that no longer exists
 * has nothing to price.
 */
export async function syncStripePackage(db: Db, stripe: Stripe, request: StripeSyncRequest): Promise<boolean> {
  const content = await readPackageVersion(db, request.packageId, request.version);
  if (!content) return false;
  const made = await createPackagePrices(stripe, { pkg: content.package, name: content.name, version: request.version });
  await recordAudit(db, {
    staff: { id: null, email: "job" },
    action: "package.stripe_sync",
    entityType: PACKAGE_ENTITY,
    entityId: request.packageId,
    after: { version: request.version, productId: made.productId, prices: made.prices },
  });
  return true;
}
