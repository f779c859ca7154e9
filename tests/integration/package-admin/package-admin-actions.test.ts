import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition as rollbackDefinition } from "@/features/package-admin/actions/rollback-package-definition";
import { definition as saveDefinition } from "@/features/package-admin/actions/save-package-definition";
import { definition as createSplitDefinition } from "@/features/split-admin/actions/create-split-definition";
import { definition as saveSplitDefinition } from "@/features/split-admin/actions/save-split-definition";
import { loadInstructionChoices } from "@/features/split-admin/server/instruction-targets";
import { listAudit } from "@/features/staff/server/record-audit";
import { runStaffAction } from "@/features/staff/server/staff-action";
import type { DatabaseHandle } from "@/server/db/create-database";
import { seedFinalPages } from "@/server/db/seed/seed-final-pages";
import { seedPricePackages } from "@/server/db/seed/seed-price-packages";
import { openAppDatabase } from "../../helpers/app-db";
import { makePrincipals, type Principal } from "../staff/staff-principals";

const content = {
  name: "Summer 6 weeks",
  setIds: ["pp_summer"],
  package: {
    id: "pp_summer_6w",
    kind: "subscription",
    product: "meal_plan",
    period: { unit: "week", count: 6 },
    intro: { type: "free_trial", days: 7 },
    mostPopular: true,
    displayOrder: 1,
    amounts: { USD: { regular: 4999 }, EUR: { regular: 4599 } },
  },
};

const split = (priceSet: string, finalPage = "default") => ({
  name: "summer-price",
  initial: { name: "step_final" },
  runCondition: "",
  participantPercentage: 100,
  groups: [
    { percent: 50, instructionCondition: `price_package == "pp_default" and final_page == "default"` },
    { percent: 50, instructionCondition: `price_package == "${priceSet}" and final_page == "${finalPage}"` },
  ],
});

describe("package editor actions through the staff guard, and a price test picking the new set", () => {
  let handle: DatabaseHandle;
  let principals: Principal[];
  const headersOf = async (name: Principal["name"]) => new Headers({ cookie: await principals.find((p) => p.name === name)!.cookie(), "x-forwarded-for": "198.51.100.41" });

  beforeAll(async () => {
    handle = await openAppDatabase();
    principals = await makePrincipals(handle.db);
    await seedPricePackages(handle.db);
    await seedFinalPages(handle.db);
  });
  afterAll(() => handle.close());

  it("support and analyst are refused before anything is read; growth creates; admin edits; each save audited by who did it", async () => {
    for (const role of ["support", "analyst", "visitor"] as const) {
      const answer = await runStaffAction(saveDefinition, { content, expectedVersion: 0, isNew: true }, await headersOf(role));
      expect(answer, role).toEqual({ ok: false, staffError: role === "visitor" ? "signedOut" : "forbidden" });
    }
    expect(await runStaffAction(saveDefinition, { content, expectedVersion: 0, isNew: true }, await headersOf("growth"))).toEqual({ ok: true, data: { saved: true, version: 1 } });
    const renamed = { ...content, name: "Summer (6 weeks)" };
    expect(await runStaffAction(saveDefinition, { content: renamed, expectedVersion: 1, isNew: false }, await headersOf("admin"))).toEqual({ ok: true, data: { saved: true, version: 2 } });
    const audit = await listAudit(handle.db, "price-package", "pp_summer_6w");
    expect(audit.filter((row) => row.action.startsWith("package.")).map((row) => [row.action, row.staffEmail])).toEqual([
      ["package.edit", "sweep-admin@platewise.test"],
      ["package.create", "sweep-growth@platewise.test"],
    ]);
    expect(await runStaffAction(rollbackDefinition, { id: "pp_summer_6w", version: 1, expectedVersion: 2 }, await headersOf("analyst"))).toEqual({ ok: false, staffError: "forbidden" });
    expect(await runStaffAction(rollbackDefinition, { id: "pp_summer_6w", version: 1, expectedVersion: 2 }, await headersOf("growth"))).toEqual({ ok: true, data: { saved: true, version: 3 } });
  });

  it("answers a refusal with its code and message instead of throwing", async () => {
    const broken = { ...content, package: { ...content.package, period: { unit: "week", count: 60 } } };
    const answer = await runStaffAction(saveDefinition, { content: broken, expectedVersion: 3, isNew: false }, await headersOf("growth"));
    expect(answer).toMatchObject({ ok: true, data: { saved: false, code: "invalid", message: expect.stringContaining("package.period") } });
  });

  it("a split's price_package is picked from the package sets (the new one too) and an unknown set or page is refused", async () => {
    const choices = await loadInstructionChoices(handle.db);
    expect(choices.price_package.map((choice) => choice.value)).toEqual(["pp_default", "pp_discount", "pp_regular", "pp_summer"]);
    expect(choices.price_package.find((choice) => choice.value === "pp_summer")?.label).toBe("pp_summer: pp_summer_6w");
    expect(choices.final_page.map((choice) => choice.value)).toContain("default");
    const growth = await headersOf("growth");
    const unknown = await runStaffAction(createSplitDefinition, { kind: "split", content: split("pp_winter") }, growth);
    expect(unknown).toMatchObject({ ok: true, data: { saved: false, code: "unknown_target", message: 'Group 2: price_package: there is no package set "pp_winter". Choose one from the list.' } });
    expect(await runStaffAction(createSplitDefinition, { kind: "split", content: split("pp_summer") }, growth)).toMatchObject({ ok: true, data: { saved: true, version: 1 } });
    const noPage = await runStaffAction(saveSplitDefinition, { kind: "split", name: "summer-price", content: split("pp_summer", "no-such-page"), expectedVersion: 1 }, growth);
    expect(noPage).toMatchObject({ ok: true, data: { saved: false, code: "unknown_target", message: expect.stringContaining('there is no published final page "no-such-page"') } });
  });
});
