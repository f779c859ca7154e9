import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allergens, dietTypes } from "@/features/meal-plan/domain/recipe";
import { MyPlanLayout, type PlanSection } from "@/features/plan/components/my-plan-layout";
import { PlanSettingsForm, type PlanSettingsText } from "@/features/plan/components/plan-settings-form";
import { cabinetLayouts } from "@/features/plan/domain/cabinet-layout";
import { dislikeKeys, fastingExperiences } from "@/features/plan/domain/plan-preferences";

const section = (id: string): PlanSection => ({ id, title: `title:${id}`, body: createElement("p", null, `body:${id}`) });

describe("the /my-plan layouts", () => {
  const render = (layout: (typeof cabinetLayouts)[number]) =>
    renderToStaticMarkup(
      createElement(MyPlanLayout, {
        layout,
        today: section("today"),
        totals: section("totals"),
        trackers: [section("fasting"), section("water"), section("weight")],
        ahead: section("ahead"),
        settings: section("settings"),
      }),
    );

  it.each(cabinetLayouts)("%s shows every section, today first", (layout) => {
    const html = render(layout);
    expect(html).toContain(`data-layout="${layout}"`);
    const order = ["today", "totals", "fasting", "water", "weight", "ahead", "settings"].map((id) => html.indexOf(`body:${id}`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("folds all but today and its totals in today-first, none in classic, a grid in dashboard", () => {
    expect(render("today-first").match(/<details/g)).toHaveLength(5);
    expect(render("classic")).not.toContain("<details");
    expect(render("dashboard")).toContain("md:grid-cols-2");
  });
});

describe("the plan settings form", () => {
  const names = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, `name:${k}`]));
  const text: PlanSettingsText = {
    diet: "Diet", allergies: "Allergies", allergiesHint: "hint", dislikes: "Dislikes", mealsPerDay: "Meals", fastingExperience: "Fasting",
    maxMinutes: "Time", noLimit: "No limit", minutes: { "15": "15 min", "30": "30 min", "45": "45 min", "60": "60 min" }, firstMealTime: "First meal",
    save: "Save", saving: "Saving", saved: "Saved", signedOut: "Signed out",
    diets: names(dietTypes), allergens: names(allergens), dislikeNames: names(dislikeKeys), experiences: names(fastingExperiences), errors: {},
  };
  const html = renderToStaticMarkup(
    createElement(PlanSettingsForm, {
      initial: { diet: "vegan", allergies: ["soy"], dislikes: ["olives", "tofu"], mealsPerDay: 4, fastingExperience: "experienced", maxMinutes: 30, firstMealTime: "09:15" },
      text,
    }),
  );

  it("offers every choice with the saved ones selected", () => {
    for (const diet of dietTypes) expect(html).toContain(`name:${diet}`);
    expect(html.match(/name="allergies"/g)).toHaveLength(allergens.length);
    expect(html.match(/name="dislikes"/g)).toHaveLength(dislikeKeys.length);
    const checked = [...html.matchAll(/<input[^>]*checked=""[^>]*value="([^"]+)"/g)].map((m) => m[1]);
    expect(checked).toEqual(["soy", "olives", "tofu"]);
    expect(html).toMatch(/<option value="vegan" selected="">/);
    expect(html).toMatch(/<option value="4" selected="">/);
    expect(html).toMatch(/<option value="30" selected="">/);
    expect(html).toContain('value="09:15"');
  });
});
