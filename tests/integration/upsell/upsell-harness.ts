import { and, eq } from "drizzle-orm";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { signPurchaseToken } from "@/features/checkout/server/purchase-cookie";
import { demoOneTimePackages } from "@/features/pricing/data/demo-packages";
import type { OneTimePackage } from "@/features/pricing/domain/package";
import type { Db } from "@/server/db/db-type";
import { customers, orders } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { sandboxPaymentIntents } from "@/server/db/schema/sandbox-pay";
import { upsellBundles } from "@/server/db/schema/upsell";
import { buy, runSandbox, type SandboxHarness } from "../sandbox-pay/sandbox-harness";

/** A bundle of all three demo add-ons, for the bundle offer. */
export const bundleAll: OneTimePackage = {
  id: "pp_test_bundle_all",
  kind: "one_time",
  product: "recipe_book",
  amounts: { EUR: { price: 1999, listPrice: 3597 }, USD: { price: 1999 } },
  mostPopular: false,
  displayOrder: 9,
};

/** The demo add-ons and the test bundle, stored next to the harness's packages. */
export async function storeUpsellPackages(db: Db) {
  await db
    .insert(pricePackages)
    .values([...demoOneTimePackages, bundleAll].map(pricePackageToColumns));
  await db.insert(upsellBundles).values({
    packageId: bundleAll.id,
    includedPackageIds: demoOneTimePackages.map((pkg) => pkg.id),
  });
}

/** A buyer whose initial order (the intro plan in EUR) is paid, once the processor settled it. */
export async function paidBuyer(harness: SandboxHarness, card = "4242424242424242") {
  const { user, result } = await buy(harness, { card });
  if (!("order" in result) || !result.order) throw new Error("checkout refused");
  await runSandbox(harness);
  const purchase = { orderId: result.order.id, userUuid: user.userUuid };
  return { user, order: result.order, purchase };
}

/** The HttpOnly purchase cookie the checkout would have set for this order. */
export async function purchaseCookie(purchase: { orderId: string; userUuid: string }) {
  const token = await signPurchaseToken({ ...purchase, quizName: null, locale: "en" });
  return `purchase=${token}`;
}

/** Off-session charges the processor received for this buyer (upsells). */
export async function offSessionCharges(db: Db, userUuid: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.userUuid, userUuid), eq(customers.provider, "sandbox")));
  if (!customer) return [];
  return db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(
        eq(sandboxPaymentIntents.customerId, customer.providerCustomerId),
        eq(sandboxPaymentIntents.offSession, true),
      ),
    );
}

export async function upsellOrdersOf(db: Db, userUuid: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userUuid, userUuid), eq(orders.kind, "upsell")));
}
