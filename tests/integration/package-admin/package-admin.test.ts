import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { loadPricePackage } from "@/features/billing/server/load-price-package";
import { readCatalogVersion } from "@/features/final-page/server/catalog-version";
import type { PackageContent } from "@/features/package-admin/domain/package-content";
import {
  listPackagesForAdmin,
  listPackageSetSummaries,
  PackageAdminError,
  readPackageForEditor,
  rollbackPackage,
  savePackage,
} from "@/features/package-admin/server/package-admin-store";
import type { StripeSyncRequest } from "@/features/package-admin/server/stripe-sync-job";
import type { SubscriptionPackage } from "@/features/pricing/domain/package";
import { VersionError } from "@/features/staff/server/entity-versions";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { orders } from "@/server/db/schema/billing";
import { pricePackages } from "@/server/db/schema/pricing";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { createUser } from "../billing/billing-test-setup";
import { createTestDatabase } from "../../helpers/test-db";

const growth = { staff: { id: null, email: "growth@platewise.test" } };
const other = { staff: { id: null, email: "other@platewise.test" } };

async function refusal<E extends Error>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}

const spring: SubscriptionPackage = {
  id: "pp_spring_8w",
  kind: "subscription",
  product: "meal_plan",
  period: { unit: "week", count: 8 },
  intro: { type: "intro_price", periods: 1 },
  mostPopular: false,
  displayOrder: 5,
  amounts: { USD: { regular: 5999, intro: 2999 }, EUR: { regular: 5499, intro: 2799 } },
};
const content = (patch: Partial<PackageContent> = {}): PackageContent => ({ name: "Spring 8 weeks", package: spring, setIds: ["pp_spring"], ...patch });

describe("package editor: versions, audit, sets, the sold rule and the Stripe job", () => {
  let handle: DatabaseHandle;
  const sent: StripeSyncRequest[] = [];
  const withStripe = { ...growth, requestStripeSync: async (request: StripeSyncRequest) => void sent.push(request) };
  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedPricePackages(handle.db);
    await seedFinalPages(handle.db);
  });
  afterAll(() => handle.close());

  it("creates a package in a new set: versioned, published, on sale, audited, the catalog moved and the Stripe job sent", async () => {
    const catalogBefore = await readCatalogVersion(handle.db);
    const row = await savePackage(handle.db, { content: content(), expectedVersion: 0, isNew: true }, withStripe);
    expect([row.version, row.state]).toEqual([1, "published"]);
    expect(await loadPricePackage(handle.db, spring.id)).toEqual({ pkg: spring, active: true });
    const [stored] = await handle.db.select({ name: pricePackages.name }).from(pricePackages).where(eq(pricePackages.id, spring.id));
    expect(stored?.name).toBe("Spring 8 weeks");
    expect((await listPackageSetSummaries(handle.db)).find((set) => set.id === "pp_spring")).toEqual({ id: "pp_spring", packageIds: [spring.id], discount: false });
    expect(await readCatalogVersion(handle.db)).toBeGreaterThan(catalogBefore);
    const audit = await listAudit(handle.db, "price-package", spring.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["package.create", "version.publish", "version.save_draft"]);
    expect(sent).toEqual([{ packageId: spring.id, version: 1 }]);
    const listed = (await listPackagesForAdmin(handle.db)).find((item) => item.id === spring.id);
    expect(listed).toMatchObject({ name: "Spring 8 weeks", version: 1, sold: false, setIds: ["pp_spring"] });
  });

  it("refuses an id that exists, invalid packages and an add-on in a set, with a message, storing nothing", async () => {
    expect(await refusal(savePackage(handle.db, { content: content(), expectedVersion: 1, isNew: true }, growth), PackageAdminError)).toMatchObject({ code: "exists" });
    const cheaperIntro = content({ package: { ...spring, amounts: { USD: { regular: 5999, intro: 6999 } } } });
    const invalid = await refusal(savePackage(handle.db, { content: cheaperIntro, expectedVersion: 1, isNew: false }, growth), PackageAdminError);
    expect([invalid.code, invalid.message]).toEqual(["invalid", "package.amounts.USD.intro: The intro amount must be below the regular amount."]);
    const noFallback = content({ package: { ...spring, amounts: { GBP: { regular: 4999, intro: 2499 } } } });
    expect((await refusal(savePackage(handle.db, { content: noFallback, expectedVersion: 1, isNew: false }, growth), PackageAdminError)).message).toMatch(/USD or EUR/);
    const addOn = { name: "Book", setIds: ["pp_default"], package: { id: "pp_otp_book2", kind: "one_time", product: "recipe_book", mostPopular: false, displayOrder: 0, amounts: { USD: { price: 999 } } } };
    expect(await refusal(savePackage(handle.db, { content: addOn, expectedVersion: 0, isNew: true }, growth), PackageAdminError)).toMatchObject({ code: "add_on_in_set" });
    expect(await loadPricePackage(handle.db, "pp_otp_book2")).toBeNull();
    expect((await readPackageForEditor(handle.db, spring.id)).version).toBe(1);
  });

  it("edits with the version opened; a stale edit is refused naming who saved", async () => {
    const pricier = { ...spring, amounts: { ...spring.amounts, USD: { regular: 6499, intro: 2999 } } };
    await savePackage(handle.db, { content: content({ package: pricier }), expectedVersion: 1, isNew: false }, { ...other, requestStripeSync: withStripe.requestStripeSync });
    expect(sent.at(-1)).toEqual({ packageId: spring.id, version: 2 });
    const stale = await refusal(savePackage(handle.db, { content: content({ name: "Mine" }), expectedVersion: 1, isNew: false }, growth), VersionError);
    expect(stale.code).toBe("stale_version");
    expect(stale.message).toContain("other@platewise.test");
    expect((await loadPricePackage(handle.db, spring.id))?.pkg.amounts.USD).toEqual({ regular: 6499, intro: 2999 });
  });

  it("a name-only change sends no Stripe job (no new price)", async () => {
    const before = sent.length;
    await savePackage(handle.db, { content: content({ name: "Spring 8 weeks (A)", package: { ...spring, amounts: { ...spring.amounts, USD: { regular: 6499, intro: 2999 } } } }), expectedVersion: 2, isNew: false }, withStripe);
    expect(sent.length).toBe(before);
  });

  it("after a paid order the amounts are locked with a 'save as a new package' message; the name and sets may still change", async () => {
    const user = await createUser(handle.db);
    await handle.db.insert(orders).values({ userUuid: user.userUuid, packageId: spring.id, kind: "initial", currency: "USD", amountMinor: 2999, idempotencyKey: `sold-${user.userUuid}`, provider: "sandbox", status: "paid" });
    const current = await readPackageForEditor(handle.db, spring.id);
    expect([current.sold, current.version]).toEqual([true, 3]);
    const sold = await refusal(savePackage(handle.db, { content: content({ package: spring }), expectedVersion: 3, isNew: false }, growth), PackageAdminError);
    expect(sold.code).toBe("sold");
    expect(sold.message).toContain("Save as a new package");
    expect(sold.message).toContain("amounts");
    expect((await readPackageForEditor(handle.db, spring.id)).version).toBe(3);
    const renamed = await savePackage(handle.db, { content: { ...current.content!, name: "Spring (sold)", setIds: ["pp_spring", "pp_default"] }, expectedVersion: 3, isNew: false }, growth);
    expect(renamed.version).toBe(4);
    expect((await listPackageSetSummaries(handle.db)).find((set) => set.id === "pp_default")?.packageIds.at(-1)).toBe(spring.id);
    // A rollback to the old prices is a price change too.
    expect(await refusal(rollbackPackage(handle.db, spring.id, 1, 4, growth), PackageAdminError)).toMatchObject({ code: "sold" });
    // Saved as a new package (new id), the new price is on sale.
    const copy = await savePackage(handle.db, { content: content({ name: "Spring 8 weeks v2", package: { ...spring, id: "pp_spring_8w_v2" } }), expectedVersion: 0, isNew: true }, growth);
    expect(copy.version).toBe(1);
  });

  it("rolls back an unsold package as a new version, and a seeded package's history starts with it as sold", async () => {
    const seeded = await readPackageForEditor(handle.db, "pp_12w_intro");
    expect([seeded.version, seeded.content?.setIds]).toEqual([0, ["pp_default", "pp_discount"]]);
    await savePackage(handle.db, { content: { ...seeded.content!, name: "12 weeks" }, expectedVersion: 0, isNew: false }, growth);
    const history = await readPackageForEditor(handle.db, "pp_12w_intro");
    expect(history.versions.map((row) => [row.version, row.state])).toEqual([[2, "published"], [1, "archived"]]);
    const back = await rollbackPackage(handle.db, "pp_12w_intro", 1, 2, growth);
    expect(back.version).toBe(3);
    expect((await readPackageForEditor(handle.db, "pp_12w_intro")).content?.name).toBe("pp_12w_intro");
  });

  it("keeps a set from becoming empty", async () => {
    const solo = content({ name: "Solo", package: { ...spring, id: "pp_solo_4w" }, setIds: ["pp_solo"] });
    await savePackage(handle.db, { content: solo, expectedVersion: 0, isNew: true }, growth);
    const leaving = await refusal(savePackage(handle.db, { content: { ...solo, setIds: [] }, expectedVersion: 1, isNew: false }, growth), PackageAdminError);
    expect([leaving.code, leaving.message]).toEqual(["set_empty", "pp_solo_4w is the only package of the set pp_solo; a set keeps at least one."]);
  });
});
