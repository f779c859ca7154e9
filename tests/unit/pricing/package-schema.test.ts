import { describe, expect, it } from "vitest";
import { pricePackageSchema } from "@/features/pricing/domain/package-schema";

const subscription = {
  id: "pp_4w_intro",
  kind: "subscription",
  product: "meal_plan",
  period: { unit: "week", count: 4 },
  intro: { type: "intro_price", periods: 1 },
  amounts: { USD: { intro: 1999, regular: 3999 }, JPY: { intro: 2980, regular: 5980 } },
  mostPopular: true,
  displayOrder: 2,
};
const oneTime = {
  id: "pp_otp_recipe_book",
  kind: "one_time",
  product: "recipe_book",
  amounts: { EUR: { price: 999, listPrice: 1999 } },
  mostPopular: false,
  displayOrder: 1,
};

const problems = (value: unknown) =>
  pricePackageSchema.safeParse(value).error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("stored price package schema", () => {
  it("accepts a subscription, a free trial, a plan without offer and a one-time add-on", () => {
    expect(pricePackageSchema.parse(subscription)).toEqual(subscription);
    expect(
      problems({
        ...subscription,
        intro: { type: "free_trial", days: 7 },
        amounts: { EUR: { regular: 3999 } },
      }),
    ).toEqual([]);
    expect(
      problems({
        ...subscription,
        period: { unit: "month", count: 3 },
        intro: { type: "none" },
        amounts: { USD: { regular: 6999 } },
      }),
    ).toEqual([]);
    expect(pricePackageSchema.parse(oneTime)).toEqual(oneTime);
    expect(problems({ ...oneTime, amounts: { USD: { price: 999 } } })).toEqual([]);
  });

  it.each([
    ["an id without the pp_ prefix", { ...subscription, id: "4w_intro" }, "id"],
    ["an id with capitals", { ...subscription, id: "pp_4W" }, "id"],
    [
      "a fractional amount",
      { ...subscription, amounts: { USD: { intro: 19.99, regular: 3999 } } },
      "amounts.USD.intro",
    ],
    [
      "a zero amount",
      { ...subscription, amounts: { USD: { intro: 0, regular: 3999 } } },
      "amounts.USD.intro",
    ],
    [
      "a currency we do not sell in",
      { ...subscription, amounts: { ...subscription.amounts, HUF: { intro: 1, regular: 2 } } },
      "amounts",
    ],
    [
      "no USD or EUR to fall back to",
      { ...subscription, amounts: { JPY: { intro: 2980, regular: 5980 } } },
      "amounts",
    ],
    [
      "an intro offer without an intro amount",
      { ...subscription, amounts: { USD: { regular: 3999 } } },
      "amounts.USD.intro",
    ],
    [
      "an intro amount not below the regular one",
      { ...subscription, amounts: { USD: { intro: 3999, regular: 3999 } } },
      "amounts.USD.intro",
    ],
    [
      "an intro amount on a free trial",
      { ...subscription, intro: { type: "free_trial", days: 7 } },
      "amounts.USD.intro",
    ],
    [
      "a period of 0 weeks",
      { ...subscription, period: { unit: "week", count: 0 } },
      "period.count",
    ],
    [
      "a period of 13 months",
      { ...subscription, period: { unit: "month", count: 13 } },
      "period.count",
    ],
    ["a period in days", { ...subscription, period: { unit: "day", count: 7 } }, "period.unit"],
    [
      "a 60-day free trial",
      {
        ...subscription,
        intro: { type: "free_trial", days: 60 },
        amounts: { USD: { regular: 3999 } },
      },
      "intro.days",
    ],
    ["a subscription of a recipe book", { ...subscription, product: "recipe_book" }, "product"],
    ["a one-time meal plan", { ...oneTime, product: "meal_plan" }, "product"],
    [
      "a list price not above the price",
      { ...oneTime, amounts: { EUR: { price: 999, listPrice: 999 } } },
      "amounts.EUR.listPrice",
    ],
    [
      "an unknown amount field",
      { ...oneTime, amounts: { EUR: { price: 999, regular: 1999 } } },
      "amounts.EUR",
    ],
  ])("refuses %s", (_name, value, path) => {
    expect(problems(value)).toContain(path);
  });
});
