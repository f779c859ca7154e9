import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { demoFinalPages } from "@/features/final-page/data/demo-final-pages";
import { demoPackageSets } from "@/features/final-page/data/demo-package-sets";
import {
  finalPageContentSchema,
  packageSetSchema,
} from "@/features/final-page/domain/final-page-schema";
import { demoSubscriptionPackages } from "@/features/pricing/data/demo-packages";
import { locales } from "@/i18n/locales";

/** Every message key a page's blocks name, found by walking the content. */
function messageKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messageKeys);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.key === "string") return [record.key];
    return Object.values(record).flatMap(messageKeys);
  }
  return [];
}

const values = {
  goalWeight: "70 kg",
  goalDate: "12 April 2027",
  startWeight: "82 kg",
  count: 4,
  days: 30,
  price: "$1.00",
  rating: 5,
  terms: (chunks: string) => chunks,
  refund: (chunks: string) => chunks,
};

describe("the demo final pages and package sets", () => {
  it("are valid stored content", () => {
    for (const page of demoFinalPages)
      expect(finalPageContentSchema.parse(page.content)).toEqual(page.content);
    for (const set of demoPackageSets) expect(packageSetSchema.parse(set)).toEqual(set);
  });

  it("name only demo subscription packages, one of them the most popular", () => {
    const ids = new Set(demoSubscriptionPackages.map((pkg) => pkg.id as string));
    for (const set of demoPackageSets) {
      expect(set.packageIds.every((id) => ids.has(id))).toBe(true);
      const popular = demoSubscriptionPackages.filter(
        (pkg) => set.packageIds.includes(pkg.id) && pkg.mostPopular,
      );
      expect(popular).toHaveLength(1);
    }
  });

  it("the default page has no timer and the discount page has one, on a discount set", () => {
    const [regular, discount] = demoFinalPages;
    expect(regular?.content.blocks.some((block) => block.type === "timer")).toBe(false);
    expect(discount?.content.blocks.some((block) => block.type === "timer")).toBe(true);
    expect(demoPackageSets.find((set) => set.id === "pp_discount")?.discount).toBe(true);
  });

  it.each(locales)("every key the demo pages name is translated in %s", (locale) => {
    const messages = JSON.parse(
      readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"),
    ) as Record<string, unknown>;
    const t = createTranslator({
      locale,
      messages,
      namespace: "finalPage" as never,
      onError: (error) => {
        throw error;
      },
    });
    const keys = new Set(demoFinalPages.flatMap((page) => messageKeys(page.content)));
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) {
      const text = t.markup(key as never, values as never);
      expect(text, key).not.toContain("finalPage.");
      expect(text.length, key).toBeGreaterThan(1);
    }
  });
});
