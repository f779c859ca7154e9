import { describe, expect, it } from "vitest";
import { blankFunnel, duplicateFunnel, newStep, stepTypes } from "@/features/funnel-admin/domain/funnel-templates";
import { countMissing, missingTexts } from "@/features/funnel-admin/domain/missing-translations";
import { checkImageUpload, detectImageType, maxImageBytes, storedImageType } from "@/features/funnel-admin/domain/image-upload";
import { moveItem, moveStepById } from "@/features/funnel-admin/domain/reorder-steps";
import { tracePath } from "@/features/funnel-admin/domain/trace-path";
import { validateFunnel } from "@/features/funnel-admin/domain/validate-funnel";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { funnelDefinitionSchema } from "@/features/quiz/domain/funnel-definition";
import cases from "./editor-logic.json";

describe("funnel editor logic", () => {
  it.each(cases.moveItem)("moves $from → $to", ({ items, from, to, expected }) => {
    expect(moveItem(items, from, to)).toEqual(expected);
  });

  it("moves a step by id onto another step's place", () => {
    const steps = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(moveStepById(steps, "c", "a").map((step) => step.id)).toEqual(["c", "a", "b"]);
    expect(moveStepById(steps, "x", "a")).toEqual(steps);
  });

  it.each(cases.missingTexts)("flags missing $locale texts", ({ step, locale, expected }) => {
    expect(missingTexts(step, locale).map((text) => text.path)).toEqual(expected);
  });

  it("counts missing texts per step and in total", () => {
    const steps = cases.missingTexts.map((entry, index) => ({ ...entry.step, id: `s${index}` }));
    expect(countMissing(steps, "de")).toEqual({ byStep: { s0: 1, s1: 3, s2: 1 }, total: 5 });
  });

  it("makes a valid blank funnel, valid new steps of every type, and copies without aliases", () => {
    const blank = blankFunnel("new-funnel", "New");
    expect(validateFunnel(blank).ok).toBe(true);
    for (const type of stepTypes) {
      const withStep = { ...blank, steps: [...blank.steps, newStep(type, `step-${type}`)] };
      expect(validateFunnel(withStep), type).toMatchObject({ ok: true });
    }
    const source = demoFunnels.find((funnel) => funnel.aliases.length > 0)!;
    const copy = duplicateFunnel(source, "copy-funnel", "Copy");
    expect(copy).toMatchObject({ name: "copy-funnel", title: "Copy", aliases: [] });
    expect(copy.steps).toEqual(source.steps);
    expect(source.name).not.toBe("copy-funnel");
  });

  it("refuses broken conditions with their path, and schema problems as invalid_definition", () => {
    const blank = funnelDefinitionSchema.parse(blankFunnel("f", "F"));
    const broken = { ...blank, steps: [{ ...blank.steps[0]!, next: [{ condition: "goal ==", stepId: "step-goal" }] }] };
    expect(validateFunnel(broken)).toMatchObject({ ok: false, issues: [{ code: "invalid_condition", path: "steps.0.next.0.condition" }] });
    expect(validateFunnel({ ...blank, steps: [] })).toMatchObject({ ok: false, issues: [{ code: "invalid_definition", path: "steps" }] });
  });

  it("traces the demo funnel's branching by gender with the quiz's own rules", () => {
    const demo = demoFunnels.find((funnel) => funnel.name === "fasting-mix-2968")!;
    const genderStep = demo.steps.find((step) => step.type === "single" && step.field === "gender")!;
    const men = tracePath(demo, { answers: { [genderStep.id]: "male" } });
    const women = tracePath(demo, { answers: { [genderStep.id]: "female" } });
    expect(men).toContain("step-strength");
    expect(men).not.toContain("step-hormones");
    expect(women).toContain("step-hormones");
    expect(women).not.toContain("step-strength");
    expect(men[0]).toBe(demo.steps[0]!.id);
  });
});

describe("image upload checks", () => {
  const bytes = (values: number[], length = values.length) => {
    const array = new Uint8Array(length);
    array.set(values);
    return array;
  };
  it("tells PNG, JPEG and WebP by their first bytes, whatever the name says", () => {
    expect(detectImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(detectImageType(bytes([0x52, 0x49, 0x46, 0x46, 1, 1, 1, 1, 0x57, 0x45, 0x42, 0x50]))).toBe("webp");
    expect(checkImageUpload(bytes([0x52, 0x49, 0x46, 0x46, 1, 1, 1, 1, 0x41, 0x56, 0x49, 0x20]))).toEqual({ ok: false, code: "unsupported_type" });
    expect(checkImageUpload(new TextEncoder().encode("<svg/>"))).toEqual({ ok: false, code: "unsupported_type" });
    expect(checkImageUpload(bytes([0xff, 0xd8, 0xff], maxImageBytes + 1))).toEqual({ ok: false, code: "too_large" });
    // First bytes alone are not enough: the whole file must be the image (image-structure.test.ts).
    expect(checkImageUpload(bytes([0xff, 0xd8, 0xff], maxImageBytes))).toEqual({ ok: false, code: "invalid_image" });
  });
  it("accepts only stored names: a hash and an extension", () => {
    expect(storedImageType(`${"0".repeat(64)}.webp`)).toBe("webp");
    for (const name of ["../etc/passwd", `${"0".repeat(64)}.svg`, `x/${"0".repeat(64)}.png`, `${"0".repeat(63)}.png`]) expect(storedImageType(name)).toBeNull();
  });
});
