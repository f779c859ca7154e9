import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { reservedSlugs, slugProblem } from "@/features/landing-pages/domain/landing-slug";
import cases from "./slug-cases.json";

describe("landing page slugs", () => {
  it.each(cases)("$slug → $problem", ({ slug, problem }) => {
    expect(slugProblem(slug)).toBe(problem);
  });

  it("reserves every static first segment of the site's pages and funnel routes", () => {
    const groups = ["src/app/[locale]/(site)", "src/app/[locale]/(funnel)", "src/app/[locale]/(account)"];
    const segments = groups.flatMap((dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
    const statics = segments.filter((name) => /^[a-z0-9-]+$/.test(name));
    expect(statics.length).toBeGreaterThan(10);
    for (const name of statics) expect(slugProblem(name), name).toBe("reserved");
    for (const top of readdirSync("src/app", { withFileTypes: true }).filter((e) => e.isDirectory() && /^[a-z0-9-]+$/.test(e.name)))
      expect(reservedSlugs.has(top.name), top.name).toBe(true);
  });
});
