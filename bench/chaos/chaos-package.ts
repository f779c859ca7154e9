/**
 * The package the simulated pages sell, and the amount due today they show, read from the
 * stored packages as the server will price them (docs/billing.md, "Price packages").
 */
import type { ChaosDatabase } from "./chaos-database";

export type ChosenPackage = { packageId: string; currency: string; amountMinor: number };

type PackageRow = {
  id: string;
  intro_kind: string;
  intro_amounts: Record<string, number> | null;
  regular_amounts: Record<string, number>;
};

const currency = "USD";

export async function pickPackage(db: ChaosDatabase): Promise<ChosenPackage> {
  const rows = await db.query<PackageRow>(
    `select id, intro_kind, intro_amounts, regular_amounts from price_packages
      where active and kind = 'subscription' order by most_popular desc, position, id`,
  );
  for (const row of rows) {
    const due =
      row.intro_kind === "intro_price" ? row.intro_amounts?.[currency]
      : row.intro_kind === "none" ? row.regular_amounts[currency]
      : undefined;
    if (typeof due === "number" && due > 0) return { packageId: row.id, currency, amountMinor: due };
  }
  throw new Error(`no active subscription package charges something today in ${currency}`);
}
