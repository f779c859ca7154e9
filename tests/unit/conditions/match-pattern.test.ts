import { describe, expect, it } from "vitest";
import { matchPattern } from "@/features/conditions/domain/match-pattern";

describe("matchPattern", () => {
  it.each([
    ["fb_ads", "fb*", true],
    ["fb_ads", "FB*", true],
    ["FB_ADS", "fb_ads", true],
    ["fb_ads", "*ads", true],
    ["fb_ads", "*_*", true],
    ["fb_ads", "f*a*s", true],
    ["fb_ads", "fb", false],
    ["fb", "fb*", true],
    ["", "*", true],
    ["", "", true],
    ["x", "", false],
    ["fb_ads", "!fb*", false],
    ["google", "!fb*", true],
    ["de-AT", "de-*", true],
    ["zh-CN", "zh-cn", true],
    ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "*a*a*a*a*a*a*c", false],
    ["mississippi", "m*issip*i", true],
    ["Zürich", "zü*", true],
  ] as const)("%j against %j is %s", (value, pattern, expected) => {
    expect(matchPattern(value, pattern)).toBe(expected);
  });

  it.each([
    ["fb_ads", ["ig*", "fb*"], true],
    ["tiktok", ["ig*", "fb*"], false],
    ["fb_ads", ["fb*", "!fb_ads"], false],
    ["fb_feed", ["fb*", "!fb_ads"], true],
    ["google", ["!fb*", "!ig*"], true],
    ["ig_story", ["!fb*", "!ig*"], false],
    ["anything", [], false],
    ["test", ["*", "!test"], false],
  ] as const)("%j against the list %j is %s", (value, patterns, expected) => {
    expect(matchPattern(value, [...patterns])).toBe(expected);
  });

  it("a missing value matches no positive pattern but satisfies negated ones", () => {
    expect(matchPattern(undefined, "*")).toBe(false);
    expect(matchPattern(null, "fb*")).toBe(false);
    expect(matchPattern(undefined, "!fb*")).toBe(true);
    expect(matchPattern(null, ["!fb*", "!ig*"])).toBe(true);
    expect(matchPattern(null, ["fb*", "!ig*"])).toBe(false);
  });
});
