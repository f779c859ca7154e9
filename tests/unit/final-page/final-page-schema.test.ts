import { describe, expect, it } from "vitest";
import {
  finalPageContentSchema,
  packageSetSchema,
} from "@/features/final-page/domain/final-page-schema";
import { readFinalPageFixture } from "./read-fixture";

type PageCase = { name: string; valid: boolean; page: unknown };
type SetCase = { name: string; valid: boolean; set: unknown };

const fixture = readFinalPageFixture<{ pages: PageCase[]; sets: SetCase[] }>("schema.json");

describe("stored final page content (golden cases)", () => {
  it.each(fixture.pages)("$name → valid: $valid", ({ page, valid }) => {
    expect(finalPageContentSchema.safeParse(page).success).toBe(valid);
  });
});

describe("stored package sets (golden cases)", () => {
  it.each(fixture.sets)("$name → valid: $valid", ({ set, valid }) => {
    expect(packageSetSchema.safeParse(set).success).toBe(valid);
  });
});
