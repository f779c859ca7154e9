import { describe, expect, it } from "vitest";
import { jsonDiff } from "@/features/staff/domain/json-diff";
import { generatePassword } from "@/features/staff/domain/generate-password";
import { safeMgmtReturnPath } from "@/features/staff/domain/staff-access";
import { checkExpectedVersion } from "@/features/staff/domain/version-conflict";
import diffCases from "../../fixtures/staff/json-diff.json";
import returnPaths from "../../fixtures/staff/return-paths.json";

describe("jsonDiff (golden)", () => {
  for (const testCase of diffCases) {
    it(testCase.name, () => {
      expect(jsonDiff(testCase.before, testCase.after)).toEqual(testCase.diff);
    });
  }
  it("treats undefined object values as absent", () => {
    expect(jsonDiff({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
  });
});

describe("safeMgmtReturnPath (golden)", () => {
  for (const testCase of returnPaths) {
    it(`${String(testCase.in)} → ${testCase.out}`, () => {
      expect(safeMgmtReturnPath(testCase.in)).toBe(testCase.out);
    });
  }
});

describe("checkExpectedVersion", () => {
  const head = { version: 4, createdBy: "ben@platewise.test", createdAt: new Date("2026-05-01T09:30:12Z") };
  it("accepts the newest version, and 0 for a new entity", () => {
    expect(checkExpectedVersion(4, head)).toBeNull();
    expect(checkExpectedVersion(0, null)).toBeNull();
  });
  it("refuses an older one, naming who and when", () => {
    expect(checkExpectedVersion(3, head)).toMatchObject({
      code: "stale_version",
      currentVersion: 4,
      changedBy: "ben@platewise.test",
      changedAt: "2026-05-01T09:30:12.000Z",
    });
    expect(checkExpectedVersion(3, head)!.message).toMatch(/^Changed by ben@platewise\.test at 2026-05-01 09:30 UTC since you opened it/);
    expect(checkExpectedVersion(2, null)!.message).toContain("no longer exists");
  });
});

describe("generatePassword", () => {
  it("gives 20 unambiguous characters in groups of five, from the given bytes", () => {
    let n = 0;
    const bytes = (size: number) => Uint8Array.from({ length: size }, () => n++ % 256);
    const password = generatePassword(bytes);
    expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{5}(-[a-km-zA-HJ-NP-Z2-9]{5}){3}$/);
    expect(password).not.toMatch(/[01lIO]/);
  });
  it("skips bytes past the last whole alphabet (no bias)", () => {
    // 255 would map to a letter of its own if it were used; only the 0s are.
    const password = generatePassword((size) => Uint8Array.from({ length: size }, (_, i) => (i % 2 ? 0 : 255)));
    expect(password).toBe("aaaaa-aaaaa-aaaaa-aaaaa");
  });
});
