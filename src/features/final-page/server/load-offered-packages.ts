import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { pricePackageFromColumns } from "@/features/billing/domain/price-package-columns";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { pricePackages } from "@/server/db/schema/pricing";
import { logger } from "@/server/log/logger";

/** The stored, active subscription packages among `ids` (any order; invalid rows are skipped and logged). */
export async function loadOfferedPackages(
  db: Db,
  ids: readonly string[],
): Promise<SubscriptionPackage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(pricePackages)
    .where(and(inArray(pricePackages.id, [...ids]), eq(pricePackages.active, true)));
  return rows.flatMap((row) => {
    const pkg = pricePackageFromColumns(row);
    if (!pkg) logger.error("stored price package is not valid", { packageId: row.id });
    return pkg?.kind === "subscription" ? [pkg] : [];
  });
}
