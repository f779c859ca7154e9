import { describe, expect, it } from "vitest";
import { p, table, ul, callout, quote, h2 } from "@/features/content/domain/block-builders";
import { fillPlaceholders, fillText, placeholderValuesSchema, unknownPlaceholders } from "@/features/content/domain/placeholders";
import type { Block } from "@/features/content/domain/rich-text";

const values = {
  companyName: "Platewise Ltd",
  companyAddress: "1 Example Street, Dublin",
  supportEmail: "help@example.com",
  siteName: "Platewise",
  siteUrl: "https://example.com",
};

describe("fillText", () => {
  it("replaces every known placeholder, also repeated ones", () => {
    expect(fillText("{siteName} by {companyName}, {companyAddress}. {siteName}!", values)).toBe(
      "Platewise by Platewise Ltd, 1 Example Street, Dublin. Platewise!",
    );
  });

  it("fills placeholders inside link targets", () => {
    expect(fillText("[{supportEmail}](mailto:{supportEmail}) on {siteUrl}", values)).toBe(
      "[help@example.com](mailto:help@example.com) on https://example.com",
    );
  });

  it("leaves unknown braces untouched", () => {
    expect(fillText("{unknown} and {siteName}", values)).toBe("{unknown} and Platewise");
  });
});

describe("unknownPlaceholders", () => {
  it("names only the placeholders that are not known", () => {
    expect(unknownPlaceholders("{siteName} {companyNmae} {supportEmail} {foo}")).toEqual(["companyNmae", "foo"]);
  });
});

describe("fillPlaceholders", () => {
  it("fills every text field of every block kind without changing the input", () => {
    const blocks: Block[] = [
      h2("About {siteName}"),
      p("Write to {supportEmail}."),
      ul(["{companyName}", "{companyAddress}"]),
      quote("{siteName} says", "{companyName}"),
      callout("info", "Visit {siteUrl}", "{siteName}"),
      table(["Seller"], [["{companyName}"]], "{siteName} details"),
    ];
    const copy = structuredClone(blocks);
    expect(fillPlaceholders(blocks, values)).toEqual([
      { type: "heading", level: 2, text: "About Platewise" },
      { type: "paragraph", text: "Write to help@example.com." },
      { type: "list", ordered: false, items: ["Platewise Ltd", "1 Example Street, Dublin"] },
      { type: "quote", text: "Platewise says", cite: "Platewise Ltd" },
      { type: "callout", tone: "info", title: "Platewise", text: "Visit https://example.com" },
      { type: "table", caption: "Platewise details", header: ["Seller"], rows: [["Platewise Ltd"]] },
    ]);
    expect(blocks).toEqual(copy);
  });

  it("does not add optional fields that were absent", () => {
    const [filled] = fillPlaceholders([quote("{siteName}")], values);
    expect(filled).toEqual({ type: "quote", text: "Platewise" });
  });
});

describe("placeholderValuesSchema", () => {
  it("requires a valid email and URL", () => {
    expect(placeholderValuesSchema.safeParse(values).success).toBe(true);
    expect(placeholderValuesSchema.safeParse({ ...values, supportEmail: "nope" }).success).toBe(false);
    expect(placeholderValuesSchema.safeParse({ ...values, siteUrl: "example" }).success).toBe(false);
  });
});
