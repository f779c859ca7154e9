import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FunnelEditor, type EditorState } from "@/features/funnel-admin/components/funnel-editor";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { locales } from "@/i18n/locales";
import { editorLabels } from "@/features/funnel-admin/server/editor-labels";
import mgmt from "../../../messages/mgmt/en.json";

const definition = demoFunnels.find((funnel) => funnel.name === "fasting-mix-2968")!;
const state: EditorState = {
  name: definition.name,
  definition,
  headVersion: 2,
  hasDraft: true,
  publishedVersion: 1,
  versions: [
    { version: 2, state: "draft", createdBy: "growth@platewise.local", createdAt: "2026-05-01T09:30:00.000Z", content: definition },
    { version: 1, state: "published", createdBy: "admin@platewise.local", createdAt: "2026-04-01T08:00:00.000Z", content: definition },
  ],
};
const labels = mgmt.funnelAdmin.editor as Record<string, string>;
const render = (readOnly: boolean) => renderToStaticMarkup(createElement(FunnelEditor, { initial: state, locales, readOnly, labels }));

describe("the funnel editor as the server sends it", () => {
  it("lists every step, the first step's texts in English and a second locale, and the versions", () => {
    const html = render(false);
    for (const step of definition.steps) expect(html).toContain(`data-testid="step-${step.id}"`);
    expect(html).toContain('data-testid="text-title-en"');
    expect(html).toContain('data-testid="step-structure"');
    expect(html).toContain('data-testid="funnel-settings"');
    expect(html).toContain('data-testid="text-title-ar"'); // the first other locale, ar
    expect(html).toContain("Version 2");
    expect(html).toContain("growth@platewise.local · 2026-05-01 09:30 UTC");
    expect(html).toContain('data-testid="rollback-2"'); // any version but the live one can be published again
    expect(html).not.toContain('data-testid="rollback-1"');
    expect(html).toContain('data-testid="save-draft"');
    // The first step shows pictures: each option's picture has its thumbnail and an upload beside it.
    expect(html).toMatch(/data-testid="step-display"[^>]*>.*<option value="image" selected=""/s);
    expect(html).toMatch(/data-testid="option-image-1"><img src="\/images\/quiz\/[a-z0-9-]+\.(webp|png|jpg|svg)"/);
    expect(html).toContain('data-testid="image-upload"');
    expect(html).toContain(`/mgmt/funnel-admin/${definition.name}/preview?step=${definition.steps[0]!.id}&amp;locale=en`);
  });

  it("counts texts missing in the second locale", () => {
    const html = render(false);
    expect(html).toMatch(/data-testid="missing-total">\d+ texts missing in ar</);
  });

  it("is read-only without the edit permission", () => {
    const html = render(true);
    expect(html).toContain('data-testid="read-only"');
    expect(html).not.toContain('data-testid="save-draft"');
    expect(html).not.toContain('data-testid="publish"');
    expect(html).not.toContain('data-testid="add-step"');
    expect(html).not.toContain('data-testid="image-upload"');
    expect(html).not.toContain('type="file"');
    expect(html).not.toMatch(/data-testid="rollback-\d"/);
  });
});

describe("the meal plan's fields in the editor", () => {
  const options = (...values: string[]) => values.map((value) => ({ value, label: { en: `Option ${value}` } }));
  const bound: EditorState = {
    ...state,
    definition: {
      schemaVersion: 1,
      name: "plan-test",
      title: "Plan test",
      steps: [
        { id: "step-meals", type: "single", field: "mealsPerDay", title: { en: "Meals?" }, display: "text", options: options("2", "3", "lots") },
        { id: "step-goal", type: "single", field: "goal", title: { en: "Goal?" }, display: "text", options: options("lose", "gain") },
      ],
    },
  };
  const html = renderToStaticMarkup(createElement(FunnelEditor, { initial: bound, locales, readOnly: false, labels }));

  it("binds the step to a field chosen from a list, the plan's fields apart", () => {
    expect(html).toMatch(/data-testid="step-field"[^>]*>.*<option value="mealsPerDay" selected="">Meals a day<\/option>/s);
    expect(html).toMatch(/<optgroup label="Read by the meal plan">.*<optgroup label="Profile only"><option value="gender">Gender<\/option>/s);
    expect(html).toContain('<option value="">not stored</option>');
  });

  it("shows what the plan understands and warns about the option it ignores", () => {
    expect(html).toContain('data-testid="plan-understood-2"><code>2</code> → 2 meals');
    expect(html).toMatch(/data-testid="plan-options-warning">The meal plan ignores these options: lots\. A buyer who chooses one gets the default instead: 3 meals\./);
    expect(html).toContain("The plan also understands: 4, 5.");
    expect(html).toContain('data-testid="plan-fill-options"');
  });

  it("lists the plan fields the funnel leaves unasked with their defaults", () => {
    expect(html).toContain('data-testid="plan-unasked-diet">Diet — not asked: no particular diet<');
    expect(html).toContain('data-testid="plan-unasked-firstMeal">First meal — not asked: first meal at 08:00<');
    expect(html).not.toContain('data-testid="plan-unasked-mealsPerDay"');
    expect(html).toMatch(/data-testid="plan-asked-mealsPerDay">Meals a day — asked in .*step-meals.*ignores 1 of its options/);
  });

  it("the labels the page sends keep every placeholder these texts use", () => {
    const sent = editorLabels("editor");
    for (const [key, value] of Object.entries(labels)) expect([key, sent[key]]).toEqual([key, value]);
  });
});
