import "server-only";
import { and, eq } from "drizzle-orm";
import { pricePackageFromColumns } from "@/features/billing/domain/price-package-columns";
import { loadOfferedPackages } from "@/features/final-page/server/load-offered-packages";
import type { LandingPageContent } from "@/features/landing-pages/domain/landing-page";
import { teaserPricePerDay } from "@/features/landing-pages/domain/pricing-teaser";
import { isCurrencyCode } from "@/features/pricing/domain/currencies";
import { formatMoney, moneyLocale } from "@/features/pricing/domain/format-money";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { pricePackages } from "@/server/db/schema/pricing";
import { logger } from "@/server/log/logger";

/**
 * Per block, the pricing teaser's text ("From 0,71 € per day") from the stored package's price,
 * as the final page reads packages (active subscriptions only); null for other blocks and for a
 * teaser whose package is gone or lacks the currency (logged: the teaser is then not shown).
 */
export async function teaserPrices(db: Db, page: LandingPageContent, locale: string, fromPerDay: (price: string) => string): Promise<(string | null)[]> {
  const ids = page.blocks.flatMap((block) => (block.type === "pricing" ? [block.packageId] : []));
  const packages = new Map((await loadOfferedPackages(db, ids)).map((pkg) => [pkg.id as string, pkg]));
  return page.blocks.map((block) => {
    if (block.type !== "pricing") return null;
    const pkg = packages.get(block.packageId);
    const perDay = pkg ? teaserPricePerDay(pkg, block.currency) : null;
    if (perDay === null || !isCurrencyCode(block.currency)) {
      logger.warn("landing page: pricing teaser has no price, not shown", { packageId: block.packageId, currency: block.currency });
      return null;
    }
    return fromPerDay(formatMoney(perDay, block.currency, moneyLocale(locale, "")));
  });
}

export type TeaserPackage = { id: string; label: string; currencies: string[] };

/** The packages a teaser may name (active subscriptions), for the editor's list and the save check. */
export async function listTeaserPackages(db: Db): Promise<TeaserPackage[]> {
  const rows = await db.select().from(pricePackages).where(and(eq(pricePackages.active, true), eq(pricePackages.kind, "subscription"))).orderBy(pricePackages.position, pricePackages.id);
  return rows.flatMap((row) => {
    const pkg = pricePackageFromColumns(row);
    if (pkg?.kind !== "subscription") return [];
    return [{ id: pkg.id, label: describePackage(pkg), currencies: Object.keys(pkg.amounts).filter((currency) => isCurrencyCode(currency) && teaserPricePerDay(pkg, currency) !== null) }];
  });
}

function describePackage(pkg: SubscriptionPackage): string {
  const period = `${pkg.period.count} ${pkg.period.unit}${pkg.period.count === 1 ? "" : "s"}`;
  const offer = pkg.intro.type === "intro_price" ? ", intro price" : pkg.intro.type === "free_trial" ? `, ${pkg.intro.days}-day free trial` : "";
  return `${pkg.id} (${period}${offer})`;
}
