import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { shouldReport, type ReportableEvent } from "@/features/errors/domain/should-report";

type Case = { name: string; cookies: Record<string, string>; event: ReportableEvent; report: boolean };
const golden = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/should-report.json"), "utf8"),
) as { cases: Case[] };

describe("shouldReport (golden cases)", () => {
  it("has cases that keep and cases that drop", () => {
    expect(golden.cases.filter((c) => c.report).length).toBeGreaterThan(4);
    expect(golden.cases.filter((c) => !c.report).length).toBeGreaterThan(20);
  });

  for (const c of golden.cases) {
    it(`${c.report ? "reports" : "drops"}: ${c.name}`, () => {
      expect(shouldReport(c.event, c.cookies)).toBe(c.report);
    });
  }
});
