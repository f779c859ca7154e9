import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CancelFlow, type CancelFlowText } from "@/features/subscription/components/cancel-flow";
import { cancelReasons } from "@/features/subscription/domain/cancel-reasons";

const text: CancelFlowText = {
  title: "Before you go",
  question: "Why?",
  reasons: Object.fromEntries(cancelReasons.map((reason) => [reason, `reason:${reason}`])) as CancelFlowText["reasons"],
  otherLabel: "More",
  continue: "Continue",
  keep: "Keep",
  pauseTitle: "Pause",
  pauseText: "p",
  pauseMonths: { 1: "1 month", 2: "2 months", 3: "3 months" },
  pauseAccept: "Pause it",
  discountTitle: "Discount",
  discountText: "d",
  discountAccept: "Take it",
  decline: "No thanks",
  confirmTitle: "Confirm",
  confirmText: "c",
  confirm: "Cancel",
  cancelled: "Done",
  pausedDone: { 1: "a", 2: "b", 3: "c" },
  discountedDone: "e",
  working: "…",
  back: "Back",
  errors: { generic: "Error" },
};

describe("the cancel flow's first step", () => {
  const html = renderToStaticMarkup(createElement(CancelFlow, { text, keepHref: "/de/my-subscription" }));

  it("asks for one of the fixed reasons, none chosen yet", () => {
    for (const reason of cancelReasons) expect(html).toContain(`value="${reason}"`);
    expect(html.match(/type="radio"/g)).toHaveLength(cancelReasons.length);
    expect(html).not.toMatch(/\schecked(=""|\s|>)/);
  });

  it("cannot continue before a reason is chosen, and offers to keep the subscription", () => {
    expect(html).toMatch(/<button[^>]*disabled[^>]*data-testid="cancel-flow-continue"|<button[^>]*data-testid="cancel-flow-continue"[^>]*disabled/);
    expect(html).toContain('href="/de/my-subscription"');
  });

  it("has no free-text field until 'other' is chosen", () => {
    expect(html).not.toContain("<textarea");
  });
});
