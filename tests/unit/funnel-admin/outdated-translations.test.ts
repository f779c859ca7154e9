import { describe, expect, it } from "vitest";
import { outdatedTranslations } from "@/features/funnel-admin/domain/outdated-translations";
import cases from "./outdated-translations.cases.json";

describe("translations outdated by an English edit", () => {
  it.each(cases)("$why", ({ history, outdated }) => {
    expect(outdatedTranslations(history)).toEqual(outdated);
  });
});
