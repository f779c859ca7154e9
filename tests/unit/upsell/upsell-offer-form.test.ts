import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  UpsellOfferForm,
  type UpsellItemView,
} from "@/features/upsell/components/upsell-offer-form";
import { formToAnswer, upsellAnswerSchema } from "@/features/upsell/server/upsell-request-schema";

const item = (packageId: string, amountMinor: number): UpsellItemView => ({
  packageId,
  amountMinor,
  name: packageId,
  description: "d",
  points: ["p"],
  price: "€",
  listPrice: null,
  listPriceLabel: null,
  saving: null,
  terms: "t",
});

const labels = {
  groupLabel: "Extras",
  accept: "Add to my order",
  decline: "No thanks",
  adding: "Adding",
  totalLabel: "Total today",
  chooseOne: "Choose one",
  continueLabel: "Continue",
  error: "Error",
  failures: { authentication_required: "a", insufficient_funds: "i", unavailable: "u", declined: "d" },
};

function render(kind: "addons" | "single") {
  return renderToStaticMarkup(
    createElement(UpsellOfferForm, {
      step: 2,
      kind,
      currency: "EUR",
      moneyLocale: "de-DE-u-nu-latn",
      locale: "de",
      items: kind === "addons" ? [item("pp_otp_recipe_book", 999), item("pp_otp_workout_plan", 1199)] : [item("pp_otp_recipe_book", 999)],
      upsellPath: "/de/upsell",
      thankYouPath: "/de/thank-you",
      chooseFirst: false,
      labels,
    }),
  );
}

/** The fields a browser without JavaScript would post: named inputs, ticked boxes, the pressed button. */
function postedFields(html: string, tick: string[], button: "accept" | "decline"): string {
  const form = new URLSearchParams();
  for (const [, tag] of html.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(tag!)?.[1];
    const value = /value="([^"]*)"/.exec(tag!)?.[1] ?? "";
    if (!name) continue;
    if (/type="checkbox"/.test(tag!) && !tick.includes(value)) continue;
    form.append(name, value);
  }
  form.append("decision", button);
  return form.toString();
}

describe("the upsell form without JavaScript", () => {
  it("posts to /api/upsell with a named button for each answer", () => {
    const html = render("addons");
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/upsell"');
    for (const [testId, value, label] of [
      ["upsell-accept", "accept", "Add to my order"],
      ["upsell-decline", "decline", "No thanks"],
    ]) {
      const button = new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>([^<]*)<`).exec(html);
      expect(button?.[0]).toContain('type="submit"');
      expect(button?.[0]).toContain('name="decision"');
      expect(button?.[0]).toContain(`value="${value}"`);
      expect(button?.[1]).toBe(label);
    }
  });

  it("leaves every add-on unticked at first", () => {
    const html = render("addons");
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    expect(html).not.toMatch(/checked/);
  });

  it("sends the ticked add-ons with their shown prices, in the shape the route reads", () => {
    const body = postedFields(render("addons"), ["pp_otp_workout_plan:1199"], "accept");
    expect(upsellAnswerSchema.parse(formToAnswer(body))).toEqual({
      step: 2,
      decision: "accept",
      items: [{ packageId: "pp_otp_workout_plan", shownAmountMinor: 1199 }],
      currency: "EUR",
      locale: "de",
    });
  });

  it("a single offer carries its package without a checkbox", () => {
    const html = render("single");
    expect(html).not.toMatch(/type="checkbox"/);
    const body = postedFields(html, [], "decline");
    expect(upsellAnswerSchema.parse(formToAnswer(body))).toMatchObject({
      step: 2,
      decision: "decline",
      items: [{ packageId: "pp_otp_recipe_book", shownAmountMinor: 999 }],
    });
  });
});
