import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pricePackageFromColumns } from "@/features/billing/domain/price-package-columns";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { demoPricePackages } from "@/features/pricing/data/demo-packages";
import type { DatabaseHandle } from "@/server/db/create-database";
import { pricePackages } from "@/server/db/schema/pricing";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { createTestDatabase } from "../../helpers/test-db";

describe("seeding the demo price packages", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("stores every demo package once, readable back as itself", async () => {
    await seedPricePackages(handle.db);
    await seedPricePackages(handle.db);
    const rows = await handle.db.select().from(pricePackages);
    expect(rows.map((row) => row.id).sort()).toEqual(demoPricePackages.map((pkg) => pkg.id).sort());
    for (const pkg of demoPricePackages) {
      const row = rows.find((r) => r.id === pkg.id);
      expect(row && pricePackageFromColumns(row)).toEqual(pkg);
      expect(await loadPricePackage(handle.db, pkg.id)).toEqual({ pkg, active: true });
    }
  });

  it("leaves a package staff changed as it is", async () => {
    const [first] = demoPricePackages;
    if (!first) throw new Error("no demo packages");
    await handle.db
      .update(pricePackages)
      .set({ active: false })
      .where(eq(pricePackages.id, first.id));
    await seedPricePackages(handle.db);
    expect(await loadPricePackage(handle.db, first.id)).toMatchObject({ active: false });
  });

  it("the table refuses a package id outside the pp_ form and a subscription without a period", async () => {
    const base = {
      kind: "one_time" as const,
      product: "recipe_book",
      regularAmounts: { USD: 999 },
    };
    await expect(
      handle.db.insert(pricePackages).values({ ...base, id: "recipes" }),
    ).rejects.toThrow();
    await expect(
      handle.db
        .insert(pricePackages)
        .values({ ...base, id: "pp_sub_without_period", kind: "subscription" }),
    ).rejects.toThrow();
  });
});
