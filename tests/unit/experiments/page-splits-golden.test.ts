import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  activePageSplitGroups,
  choosePageSplit,
  isActivePageSplitGroup,
} from "@/features/experiments/domain/choose-page-split";
import type { PageSplitGroup } from "@/features/experiments/domain/page-split-schema";
import { pageSplitTarget } from "@/features/experiments/domain/page-split-target";

type Case = {
  name: string;
  path: string;
  search: string;
  position: number | string | null;
  context: Record<string, unknown>;
  expected: { groupName: string; optionId: string; redirectTo: string | null } | null;
};
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/page-splits.json"), "utf8"),
) as {
  groups: Record<string, PageSplitGroup>;
  active: string[];
  cases: Case[];
};

describe("page-level split golden cases", () => {
  it("drops switched-off groups from the active set", () => {
    expect(Object.keys(activePageSplitGroups(fixture.groups))).toEqual(fixture.active);
  });

  it.each(fixture.cases)("$name", (c) => {
    const choice = choosePageSplit(fixture.groups, { ...c.context, path: c.path }, c.position);
    if (c.expected === null) {
      expect(choice).toBeNull();
      return;
    }
    expect(choice).not.toBeNull();
    expect({ groupName: choice?.groupName, optionId: choice?.option.id }).toEqual({
      groupName: c.expected.groupName,
      optionId: c.expected.optionId,
    });
    expect(pageSplitTarget(choice!, { pathname: c.path, search: c.search })).toBe(
      c.expected.redirectTo,
    );
  });
});

describe("isActivePageSplitGroup", () => {
  const group = (weights: number[]): PageSplitGroup => ({
    paths: ["/"],
    condition: "",
    coverage: 100,
    options: weights.map((weight, index) => ({ id: `o${index}`, url: "/", weight })),
  });
  it.each([
    [[50, 50], true],
    [[100, 0], false],
    [[0, 100], false],
    [[0, 100, 0], false],
    [[100], true],
    [[50, 50, 0], true],
    [[0, 0], false],
    [[], false],
    [[99, 1], true],
  ] as const)("weights %j → %s", (weights, active) => {
    expect(isActivePageSplitGroup(group([...weights]))).toBe(active);
  });

  it("uses the frontend_url path when the context has no path", () => {
    const groups = { home: group([50, 50]) };
    expect(
      choosePageSplit(groups, { frontend_url: "https://platewise.example/?a=1" }, 0.1)?.option.id,
    ).toBe("o0");
    expect(
      choosePageSplit(groups, { frontend_url: "https://platewise.example/blog" }, 0.1),
    ).toBeNull();
  });
});
