import { describe, expect, it } from "vitest";
import { jsonTooDeep, maxJsonDepth } from "@/server/http/json-depth";
import { findUnsafeText } from "@/server/http/unsafe-text";

const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

describe("jsonTooDeep: one linear scan, strings skipped", () => {
  it("allows 64 levels of arrays and objects and refuses 65", () => {
    expect(maxJsonDepth).toBe(64);
    expect(jsonTooDeep(nested(64))).toBe(false);
    expect(jsonTooDeep(nested(65))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(64) + "1" + "}".repeat(64))).toBe(false);
    expect(jsonTooDeep('{"a":'.repeat(65) + "1" + "}".repeat(65))).toBe(true);
    expect(jsonTooDeep("[{".repeat(33) + "}]".repeat(33))).toBe(true);
  });

  it("counts depth, not the number of brackets: long flat bodies pass", () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 10_000 }, () => [{ a: [1] }])))).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonTooDeep(JSON.stringify({ text: "[".repeat(1_000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ text: `\\" ${"{".repeat(1_000)} \\"` }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify([`a\\`, "[".repeat(100)]))).toBe(false);
    // A string that ends does not hide what follows it.
    expect(jsonTooDeep(`["x\\"]", ${nested(65)}]`)).toBe(true);
  });

  it("answers for a 900 KB body without parsing it", () => {
    expect(jsonTooDeep(nested(450_000))).toBe(true);
  });
});

describe("findUnsafeText: iterative, in document order", () => {
  it("finds the first unsafe string or key and its path", () => {
    expect(findUnsafeText({ a: ["fine", { b: "x\u0000" }], c: "\uD800" })).toEqual(["a", 1, "b"]);
    expect(findUnsafeText({ ok: "fine", "k\uDFFF": "v" })).toEqual(["k\uDFFF"]);
    expect(findUnsafeText("\u0000")).toEqual([]);
    expect(findUnsafeText({ a: [1, null, true, "fine"] })).toBeNull();
  });

  it("walks a value 200,000 levels deep without overflowing the stack", () => {
    let deep: unknown = "x\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(200_000);
  });

  it("looks at a shared or cyclic value once", () => {
    const shared: unknown[] = ["fine"];
    let dag: unknown[] = shared;
    for (let i = 0; i < 64; i++) dag = [dag, dag]; // 2^64 paths, 65 distinct arrays
    expect(findUnsafeText(dag)).toBeNull();
    const cycle: Record<string, unknown> = { name: "fine" };
    cycle.self = cycle;
    expect(findUnsafeText(cycle)).toBeNull();
  });
});
