import { describe, expect, it } from "vitest";
import { compactFunnelSlugs } from "@/features/quiz/domain/compact-funnel-flag";
import { funnelDefinitionSchema } from "@/features/quiz/domain/funnel-definition";
import { pickText } from "@/features/quiz/domain/localized-text";
import { demoFunnels } from "@/features/quiz/data/demo-funnels";
import { allCopy } from "@/features/quiz/data/copy/all-copy";
import { en } from "@/features/quiz/data/copy/en";
import { locales } from "@/i18n/locales";
import { existsSync } from "node:fs";
import path from "node:path";

describe("funnel definitions", () => {
  it("the three demo funnels are valid, with 15 to 25 steps", () => {
    expect(demoFunnels.map((f) => f.name)).toEqual(["fasting-woman-2968", "fasting-mix-2968", "metabolic-quiz-dmg-2968"]);
    for (const funnel of demoFunnels) {
      expect(funnelDefinitionSchema.safeParse(funnel).success).toBe(true);
      expect(funnel.steps.length).toBeGreaterThanOrEqual(15);
      expect(funnel.steps.length).toBeLessThanOrEqual(25);
      expect(funnel.steps.at(-1)!.type).toBe("summary");
    }
  });

  it("every slug of the feature flag opens a demo funnel at an existing step", () => {
    for (const slug of compactFunnelSlugs) {
      const [name, stepId] = slug.split("/");
      const funnel = demoFunnels.find((f) => f.name === name || f.aliases.includes(name!));
      expect(funnel, slug).toBeDefined();
      if (stepId) expect(funnel!.steps.some((s) => s.id === stepId), slug).toBe(true);
    }
  });

  it("every copy file has exactly the English keys, each with a text", () => {
    expect(Object.keys(allCopy).sort()).toEqual([...locales].sort());
    for (const [locale, copy] of Object.entries(allCopy)) {
      expect(Object.keys(copy).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(copy)) expect(value?.trim(), `${locale} ${key}`).toBeTruthy();
    }
  });

  it("every step title, subtitle and option has copy in all 16 locales, and every image exists", () => {
    for (const funnel of demoFunnels) {
      for (const step of funnel.steps) {
        const options = "options" in step ? [...step.options, ...("noneOption" in step && step.noneOption ? [step.noneOption] : [])] : [];
        for (const locale of locales) {
          expect(step.title[locale], `${funnel.name} ${step.id} ${locale}`).toBeTruthy();
          if (step.subtitle) expect(step.subtitle[locale], `${funnel.name} ${step.id} subtitle ${locale}`).toBeTruthy();
          for (const option of options) expect(option.label[locale], `${funnel.name} ${step.id} ${option.value} ${locale}`).toBeTruthy();
        }
        const images = [..."options" in step ? step.options.map((o) => o.image) : [], "image" in step ? step.image : undefined];
        for (const image of images.filter(Boolean)) expect(existsSync(path.join("public", image!)), image).toBe(true);
      }
    }
  });

  it("rejects duplicate ids, reserved ids and rules to unknown steps", () => {
    const base = { schemaVersion: 1, name: "x", title: "X" };
    const info = (id: string, next?: unknown) => ({ id, type: "info", variant: "statement", title: { en: id }, next });
    expect(funnelDefinitionSchema.safeParse({ ...base, steps: [info("a"), info("a")] }).success).toBe(false);
    expect(funnelDefinitionSchema.safeParse({ ...base, steps: [info("final")] }).success).toBe(false);
    expect(funnelDefinitionSchema.safeParse({ ...base, steps: [info("a", [{ condition: "true", stepId: "b" }])] }).success).toBe(false);
    expect(funnelDefinitionSchema.safeParse({ ...base, steps: [info("a")] }).success).toBe(true);
  });

  it("texts fall back to English for a locale without its own copy", () => {
    expect(pickText({ en: "Hello", de: "Hallo" }, "de")).toBe("Hallo");
    expect(pickText({ en: "Hello" }, "ja")).toBe("Hello");
  });
});
