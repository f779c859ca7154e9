import { describe, expect, it } from "vitest";
import { asNewPackage, blankPackageForm, contentToForm, formToContent } from "@/features/package-admin/domain/package-form";
import { demoPricePackages } from "@/features/pricing/data/demo-packages";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";

describe("the package editor's form", () => {
  it("reads every demo package back from its own fields unchanged", () => {
    for (const pkg of demoPricePackages) {
      const setIds = pkg.kind === "subscription" ? ["pp_default"] : [];
      const read = formToContent(contentToForm({ name: pkg.id, package: pkg, setIds }));
      expect(read, pkg.id).toEqual({ ok: true, content: { name: pkg.id, package: pkg, setIds } });
    }
  });

  it("turns typed decimals into minor units per currency and leaves empty rows out", () => {
    const form = blankPackageForm();
    form.id = "pp_spring_6w";
    form.name = " Spring ";
    form.periodCount = "6";
    form.amounts.USD = { first: "44.99", second: "24.99" };
    form.amounts.JPY = { first: "5980", second: "2980" };
    form.newSetIds = "pp_spring, pp_spring_b";
    form.setIds = ["pp_default"];
    const read = formToContent(form);
    expect(read).toEqual({
      ok: true,
      content: {
        name: "Spring",
        setIds: ["pp_default", "pp_spring", "pp_spring_b"],
        package: {
          id: "pp_spring_6w",
          kind: "subscription",
          product: "meal_plan",
          mostPopular: false,
          displayOrder: 0,
          period: { unit: "week", count: 6 },
          intro: { type: "intro_price", periods: 1 },
          amounts: { JPY: { regular: 5980, intro: 2980 }, USD: { regular: 4499, intro: 2499 } },
        },
      },
    });
    expect(read.ok && pricePackageSchema.safeParse(read.content.package).success).toBe(true);
  });

  it("names the currency of an amount it cannot read, rather than rounding it", () => {
    const form = blankPackageForm();
    form.amounts.JPY = { first: "19.8", second: "" };
    expect(formToContent(form)).toEqual({ ok: false, problem: 'JPY: JPY has 0 decimals: "19.8"' });
    form.amounts.JPY = { first: "", second: "980" };
    expect(formToContent(form)).toEqual({ ok: false, problem: "JPY: enter the regular price too, or clear the row." });
  });

  it("a free trial or no offer drops typed intro prices; an add-on is in no set", () => {
    const form = { ...blankPackageForm(), intro: "free_trial" as const, trialDays: "7" };
    form.amounts.USD = { first: "39.99", second: "19.99" };
    const trial = formToContent(form);
    expect(trial.ok && trial.content.package).toMatchObject({ intro: { type: "free_trial", days: 7 }, amounts: { USD: { regular: 3999 } } });
    const addOn = formToContent({ ...form, kind: "one_time", product: "recipe_book", setIds: ["pp_default"] });
    expect(addOn.ok && addOn.content).toMatchObject({ setIds: [], package: { kind: "one_time", amounts: { USD: { price: 3999, listPrice: 1999 } } } });
  });

  it("save as a new package: the next _vN id and name, the same prices", () => {
    const form = { ...blankPackageForm(), id: "pp_spring_6w", name: "Spring" };
    const copy = asNewPackage(form);
    expect([copy.id, copy.name, copy.amounts]).toEqual(["pp_spring_6w_v2", "Spring v2", form.amounts]);
    expect([asNewPackage(copy).id, asNewPackage(copy).name]).toEqual(["pp_spring_6w_v3", "Spring v3"]);
  });
});
