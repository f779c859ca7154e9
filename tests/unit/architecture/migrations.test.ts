import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve("drizzle");
const files = readdirSync(dir).filter((f) => f.endsWith(".sql")).sort();
const journal = JSON.parse(readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as {
  entries: Array<{ idx: number; tag: string }>;
};

describe("migrations", () => {
  it("every SQL file is in the journal, in order", () => {
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((e) => e.idx)).toEqual(files.map((_, i) => i));
  });

  it.each(files)("%s names no schema, so it applies to the connection's search_path", (file) => {
    expect(readFileSync(path.join(dir, file), "utf8")).not.toContain('"public".');
  });
});
