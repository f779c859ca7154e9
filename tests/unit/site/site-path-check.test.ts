import { describe, expect, it } from "vitest";
import { checkSitePath, sameSiteRedirectPath } from "@/features/site/domain/site-path-check";
import cases from "./cases/site-path.json";

describe("a path on this site, judged after normalisation", () => {
  for (const c of cases.checkSitePath) {
    it(`${JSON.stringify(c.raw)}: ${c.why}`, () => {
      const result = checkSitePath(c.raw);
      if ("path" in c) expect(result).toEqual({ ok: true, path: c.path });
      else {
        expect(result).toMatchObject({ ok: false, problem: c.problem });
        expect(result.ok === false && result.message).toMatch(/^[A-Z].+\.$/);
      }
    });
  }
});

describe("the address a redirect really sends a browser to", () => {
  for (const c of cases.sameSiteRedirectPath) {
    it(`${c.target}: ${c.why}`, () => {
      expect(sameSiteRedirectPath(c.target, c.origin)).toBe(c.path);
    });
  }
});
