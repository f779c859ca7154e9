import "server-only";
import { eq } from "drizzle-orm";
import { pricePackageFromColumns } from "@/features/billing/domain/price-package-columns";
import type { PricePackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { pricePackages } from "@/server/db/schema/pricing";
import { logger } from "@/server/log/logger";

export type StoredPricePackage = { pkg: PricePackage; active: boolean };

/** The stored package with this id; null when there is none or its row is not a valid package. */
export async function loadPricePackage(db: Db, id: string): Promise<StoredPricePackage | null> {
  const [row] = await db.select().from(pricePackages).where(eq(pricePackages.id, id));
  if (!row) return null;
  const pkg = pricePackageFromColumns(row);
  if (!pkg) {
    logger.error("stored price package is not valid", { packageId: id });
    return null;
  }
  return { pkg, active: row.active };
}
