import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { demoPricePackages } from "@/features/pricing/data/demo-packages";
import type { Db } from "../db-type";
import { pricePackages } from "../schema/pricing";

/**
 * Inserts the demo price packages when missing (docs/billing.md, "Price packages"). A package
 * staff already changed, switched off or priced otherwise is left as it is.
 */
export async function seedPricePackages(db: Db): Promise<void> {
  await db
    .insert(pricePackages)
    .values(demoPricePackages.map(pricePackageToColumns))
    .onConflictDoNothing({ target: pricePackages.id });
}
