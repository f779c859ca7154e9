import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockListEditor, editorBlock } from "@/features/final-admin/components/block-list-editor";
import type { EditorLabels } from "@/features/final-admin/domain/editor-labels";
import { finalBlockSpecs } from "@/features/final-admin/domain/final-block-specs";
import { demoFinalPages } from "@/features/final-page/data/demo-final-pages";
import { landingBlockSpecs } from "@/features/landing-pages/domain/landing-block-specs";
import mgmtMessages from "../../../messages/mgmt/en.json";
import { sampleLandingPage } from "../landing-pages/landing-page-sample";

const labels: EditorLabels = mgmtMessages.blockEditor;
const render = (props: Omit<Parameters<typeof BlockListEditor>[0], "onChange" | "labels">) =>
  renderToStaticMarkup(createElement(BlockListEditor, { ...props, labels, onChange: () => undefined }));

describe("the block list editor renders every block's form", () => {
  it("shows a landing page's blocks with the chosen language's copy and flags what is missing", () => {
    const html = render({ specs: landingBlockSpecs, blocks: sampleLandingPage().blocks.map((block) => editorBlock(block as never)), locale: "ar", mode: "plain" });
    for (const type of ["hero", "benefits", "testimonials", "faq", "cta"]) expect(html).toContain(`data-testid="block-${type}"`);
    expect(html).toContain("اخسر الوزن بالصيام هذا الصيف");
    expect(html).toContain("EN: A plan made for you in two minutes");
    expect(html).toContain("2 missing in ar");
  });

  it("shows the demo final pages with their standard copy and the package sets to bind", () => {
    const specs = finalBlockSpecs([{ value: "pp_default", label: "pp_default: 1, 4, 12 weeks" }, { value: "pp_discount", label: "pp_discount" }]);
    const page = demoFinalPages.find((demo) => demo.slug === "discount")!;
    const html = render({ specs, blocks: page.content.blocks.map((block) => editorBlock(block as never)), locale: "de", mode: "message" });
    expect(html).toContain('data-testid="block-timer"');
    expect(html).toContain("pp_default: 1, 4, 12 weeks");
    expect(html).toContain("standard copy “hero.title”");
    expect(html).not.toContain("missing in de");
    // One hero, timer, packages and legal at most: only the others can still be added.
    const addable = /data-testid="add-block">(.*?)<\/select>/.exec(html)?.[1] ?? "";
    expect(addable).not.toContain('value="timer"');
    expect(addable).toContain('value="benefits"');
  });
});
