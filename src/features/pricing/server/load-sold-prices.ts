import "server-only";
import { and, gte, inArray, lte, max } from "drizzle-orm";
import { referenceWindowStart, type SoldPrice } from "@/features/pricing/domain/reference-price";
import type { Db } from "@/server/db/db-type";
import { priceHistory } from "@/server/db/schema/price-history";

/**
 * The prices these packages sold at in the last 30 days (docs/pricing.md, "Honest urgency and
 * reference prices"): one small query on the `price_history` index, one row per package,
 * currency and distinct amount (with its latest sale), so the answer stays a handful of rows
 * however many orders there were. Nothing is written.
 */
export async function loadSoldPrices(db: Db, packageIds: readonly string[], now: number): Promise<SoldPrice[]> {
  if (packageIds.length === 0) return [];
  const soldAt = max(priceHistory.soldAt);
  const rows = await db
    .select({
      packageId: priceHistory.packageId,
      currency: priceHistory.currency,
      amountMinor: priceHistory.amountMinor,
      soldAt,
    })
    .from(priceHistory)
    .where(
      and(
        inArray(priceHistory.packageId, [...packageIds]),
        gte(priceHistory.soldAt, new Date(referenceWindowStart(now))),
        lte(priceHistory.soldAt, new Date(now)),
      ),
    )
    .groupBy(priceHistory.packageId, priceHistory.currency, priceHistory.amountMinor);
  return rows.flatMap((row) =>
    row.soldAt ? [{ packageId: row.packageId, currency: row.currency, amountMinor: row.amountMinor, soldAt: new Date(row.soldAt).getTime() }] : [],
  );
}
