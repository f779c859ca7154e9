import { describe, expect, it } from "vitest";
import { unknownTargetProblems } from "@/features/split-admin/domain/instruction-targets";

const known = { price_package: ["pp_default", "pp_spring"], final_page: ["default", "discount"] };

describe("instructions that name a package set or final page", () => {
  it("accepts stored sets and pages, and instructions of other keys whatever they say", () => {
    const groups = [
      { instructionCondition: `price_package == "pp_spring" and final_page == "discount"` },
      { instructionCondition: `thank_you_page == "anything" and hide_otp == true` },
      { instructionCondition: "" },
    ];
    expect(unknownTargetProblems(groups, known)).toEqual([]);
  });

  it("names each group, key and value that does not exist (keys in the instruction list's order)", () => {
    const groups = [{ instructionCondition: `price_package == "pp_default"` }, { instructionCondition: `price_package == "pp_12w_intro" and final_page == "v2"` }];
    expect(unknownTargetProblems(groups, known)).toEqual([
      'Group 2: final_page: there is no published final page "v2". Choose one from the list.',
      'Group 2: price_package: there is no package set "pp_12w_intro". Choose one from the list.',
    ]);
  });
});
