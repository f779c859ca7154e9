import type { SplitVersionContent } from "./split-admin-schemas";

/**
 * What a new split starts from in its editor (docs/split-admin.md): a draft with two even
 * groups — for a split configuration, from the first quiz step with no condition; for a
 * page-level split, two options on the home page.
 */
export function blankSplit(kind: SplitVersionContent["kind"]): SplitVersionContent {
  if (kind === "split") {
    return {
      kind,
      status: "draft",
      config: { name: "", initial: { name: "step_one" }, runCondition: "", participantPercentage: 100, groups: [{ percent: 50, instructionCondition: "" }, { percent: 50, instructionCondition: "" }] },
    };
  }
  return {
    kind,
    status: "draft",
    config: { name: "", group: { paths: ["/"], condition: "", coverage: 100, options: [{ id: "a", url: "/", weight: 50 }, { id: "b", url: "/", weight: 50 }] } },
  };
}
