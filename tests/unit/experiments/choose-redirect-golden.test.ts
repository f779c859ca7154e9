import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConditionLogger } from "@/features/conditions/domain/evaluate-condition";
import {
  chooseRedirect,
  ELDER_USER_MIN_AGE,
  isElderUser,
} from "@/features/experiments/domain/choose-redirect";
import type { RedirectConfig } from "@/features/experiments/domain/redirect-config-schema";

type Case = {
  name: string;
  configs: string;
  context: Record<string, unknown>;
  expected: { config: string | null; quizUrl: string | null; url: string | null };
};
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/redirects.json"), "utf8"),
) as {
  configs: Record<string, RedirectConfig[]>;
  cases: Case[];
};

describe("redirect rule golden cases", () => {
  beforeAll(() => setConditionLogger(null));
  afterAll(() => setConditionLogger((message) => console.warn(message)));

  it.each(fixture.cases)("$name", (c) => {
    const choice = chooseRedirect(fixture.configs[c.configs] ?? [], c.context);
    expect({
      config: choice?.config.name ?? null,
      quizUrl: choice?.rule?.quizUrl ?? null,
      url: choice?.url ?? null,
    }).toEqual(c.expected);
  });

  it("treats visitors from the threshold age on as elder", () => {
    expect(isElderUser(ELDER_USER_MIN_AGE)).toBe(true);
    expect(isElderUser(ELDER_USER_MIN_AGE - 1)).toBe(false);
    expect(isElderUser(undefined)).toBe(false);
    expect(isElderUser(null)).toBe(false);
  });
});
