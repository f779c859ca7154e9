import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CustomerFileView } from "@/features/support-proxy/components/customer-file-view";
import type { CustomerFile } from "@/features/support-proxy/domain/customer-file";

const base: CustomerFile = {
  profile: { ok: true, data: { uuid: "3f2504e0-4f89-41d3-9a0c-0305e82c3301", email: "ana@example.com", locale: "de", createdAt: new Date("2026-01-02T03:04:00Z"), profile: { goal: "lose" } } },
  quiz: { ok: true, data: [] },
  mealPlan: { ok: true, data: { hasSettings: false, plans: [] } },
  subscription: { ok: true, data: null },
  orders: { ok: true, data: [] },
  emails: { ok: true, data: [] },
  events: { ok: true, data: [] },
};

describe("the customer file for support", () => {
  it("shows every section, with plain words for missing data", () => {
    const html = renderToStaticMarkup(createElement(CustomerFileView, { file: base }));
    for (const id of ["profile", "subscription", "quiz", "meal-plan", "orders", "emails", "events"]) expect(html).toContain(`data-testid="support-section-${id}"`);
    expect(html).toContain("ana@example.com");
    expect(html).toContain("No subscription.");
    expect(html).toContain("Nothing here.");
  });

  it("says which section could not be read and still shows the others", () => {
    const html = renderToStaticMarkup(createElement(CustomerFileView, { file: { ...base, orders: { ok: false }, events: { ok: false } } }));
    expect(html.match(/This section could not be read just now\./g)).toHaveLength(2);
    expect(html).toContain("ana@example.com");
  });
});
