import type { Instructions } from "@/features/experiments/domain/instruction-keys";
import {
  defaultSimpleBlockTypes,
  type FinalPage,
  type FinalPageBlock,
  type PackagesBlock,
} from "./final-page";
import type { PackageSet } from "./package-set";

/** The slug shown when no instruction names a published page. */
export const DEFAULT_FINAL_PAGE_SLUG = "default";

export type FinalPageCatalog = {
  /** The latest published version of each page, by slug. */
  pages: Readonly<Record<string, FinalPage>>;
  packageSets: Readonly<Record<string, PackageSet>>;
};

export type FinalPageChoice = {
  page: FinalPage;
  /** `simple` for visitors in a low-conversion segment: fewer blocks. */
  variant: "full" | "simple";
  blocks: FinalPageBlock[];
  /** Null when neither the instruction nor the page names a stored set (the page cannot sell). */
  packageSet: PackageSet | null;
  /** Where the page and the set came from, for analytics and debugging. */
  source: { page: "instruction" | "default"; packageSet: "instruction" | "page" | "none" };
};

/** An instruction value as a lookup key: text or a number, trimmed; anything else is no value. */
function instructionText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : text;
}

/** `true`, `1`, "true", "1", "yes" (any case) mark the low-conversion segment; anything else does not. */
export function isLowConversionSegment(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== "string") return false;
  return ["true", "1", "yes"].includes(value.trim().toLowerCase());
}

const own = <T>(record: Readonly<Record<string, T>>, key: string | null): T | undefined =>
  key !== null && Object.hasOwn(record, key) ? record[key] : undefined;

/**
 * Which final page a visitor sees, in which variant and with which package set
 * (docs/final-page.md, "Choosing the page"). Null when not even the default page is published.
 */
export function chooseFinalPage(input: {
  instructions: Instructions;
  /** Overrides the `low_conversion_segment` instruction when given. */
  lowConversionSegment?: unknown;
  catalog: FinalPageCatalog;
}): FinalPageChoice | null {
  const { instructions, catalog } = input;
  const named = own(catalog.pages, instructionText(instructions.final_page)?.toLowerCase() ?? null);
  const page = named ?? own(catalog.pages, DEFAULT_FINAL_PAGE_SLUG);
  if (!page) return null;

  const segment =
    input.lowConversionSegment !== undefined
      ? input.lowConversionSegment
      : instructions.low_conversion_segment;
  const variant = isLowConversionSegment(segment) ? "simple" : "full";
  const keep = page.simpleBlockTypes ?? defaultSimpleBlockTypes;
  const blocks =
    variant === "simple" ? page.blocks.filter((block) => keep.includes(block.type)) : page.blocks;

  const fromInstruction = own(catalog.packageSets, instructionText(instructions.price_package));
  const packagesBlock = page.blocks.find(
    (block): block is PackagesBlock => block.type === "packages",
  );
  const fromPage = packagesBlock ? own(catalog.packageSets, packagesBlock.packageSetId) : undefined;
  const packageSet = fromInstruction ?? fromPage ?? null;

  return {
    page,
    variant,
    blocks,
    packageSet,
    source: {
      page: named ? "instruction" : "default",
      packageSet: fromInstruction ? "instruction" : fromPage ? "page" : "none",
    },
  };
}
