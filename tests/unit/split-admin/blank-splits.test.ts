import { describe, expect, it } from "vitest";
import { blankSplit } from "@/features/split-admin/domain/blank-splits";
import { editedPageSplitSchema, editedSplitSchema } from "@/features/split-admin/domain/split-admin-schemas";

describe("a new split's blank draft", () => {
  it("is a valid split configuration once named: two even groups from the first quiz step", () => {
    const blank = blankSplit("split");
    expect(blank).toMatchObject({ kind: "split", status: "draft" });
    const parsed = editedSplitSchema.safeParse({ ...blank.config, name: "new_test" });
    expect(parsed.success).toBe(true);
    expect(editedSplitSchema.safeParse(blank.config).success).toBe(false); // the name is the editor's first job
  });

  it("is a valid page-level split once named: two even options on the home page", () => {
    const blank = blankSplit("page-split");
    expect(blank).toMatchObject({ kind: "page-split", status: "draft" });
    expect(editedPageSplitSchema.safeParse({ ...blank.config, name: "new_page_test" }).success).toBe(true);
  });

  it("gives each call its own copy", () => {
    const a = blankSplit("split");
    const b = blankSplit("split");
    expect(a).toEqual(b);
    expect(a.config).not.toBe(b.config);
  });
});
