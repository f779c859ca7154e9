import { describe, expect, it } from "vitest";
import {
  chooseFinalPage,
  type FinalPageCatalog,
} from "@/features/final-page/domain/choose-final-page";
import {
  finalPageContentSchema,
  packageSetSchema,
} from "@/features/final-page/domain/final-page-schema";
import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import { readFinalPageFixture } from "./read-fixture";

type Case = {
  name: string;
  instructions: Instructions;
  lowConversionSegment?: unknown;
  catalog?: "empty";
  expected: {
    slug: string;
    variant: string;
    blockTypes: string[];
    packageSetId: string | null;
    source: { page: string; packageSet: string };
  } | null;
};

const fixture = readFinalPageFixture<{ catalog: FinalPageCatalog; cases: Case[] }>(
  "choose-final-page.json",
);

describe("chooseFinalPage (golden cases)", () => {
  it("the fixture's pages and sets are valid stored content", () => {
    for (const page of Object.values(fixture.catalog.pages)) {
      expect(
        finalPageContentSchema.safeParse({
          blocks: page.blocks,
          simpleBlockTypes: page.simpleBlockTypes,
        }).success,
      ).toBe(true);
    }
    for (const set of Object.values(fixture.catalog.packageSets)) {
      expect(packageSetSchema.safeParse(set).success).toBe(true);
    }
  });

  it.each(fixture.cases)("$name", (testCase) => {
    const catalog = testCase.catalog === "empty" ? { pages: {}, packageSets: {} } : fixture.catalog;
    const choice = chooseFinalPage({
      instructions: testCase.instructions,
      catalog,
      ...(Object.hasOwn(testCase, "lowConversionSegment")
        ? { lowConversionSegment: testCase.lowConversionSegment }
        : {}),
    });
    if (testCase.expected === null) {
      expect(choice).toBeNull();
      return;
    }
    expect(choice).not.toBeNull();
    expect({
      slug: choice?.page.slug,
      variant: choice?.variant,
      blockTypes: choice?.blocks.map((block) => block.type),
      packageSetId: choice?.packageSet?.id ?? null,
      source: choice?.source,
    }).toEqual(testCase.expected);
  });
});
