import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RedirectEditor } from "@/features/redirect-admin/components/redirect-editor";
import { RedirectList } from "@/features/redirect-admin/components/redirect-list";
import { RedirectTester } from "@/features/redirect-admin/components/redirect-tester";
import { mgmtPlainStrings } from "@/i18n/mgmt-messages";

const router = { push() {}, refresh() {}, replace() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) => renderToString(createElement(AppRouterContext.Provider, { value: router as never }, element));
const at = new Date("2026-01-02T03:04:00Z").toISOString();

describe("redirect admin components (server render)", () => {
  it("the editor shows the fields, the rules and rollback for earlier versions; read-only without edit", () => {
    const props = {
      name: "spring",
      isNew: false,
      runCondition: "tm1 == 'x'",
      rules: [{ quizUrl: "/a", elder: "yes" as const, gender: "MALE" as const, tm1: "", tm2: "" }],
      version: 2,
      versions: [
        { version: 2, state: "published", createdBy: "growth@platewise.local", createdAt: at },
        { version: 1, state: "archived", createdBy: "growth@platewise.local", createdAt: at },
      ],
      labels: mgmtPlainStrings("redirectAdmin.editor", ["version", "error", "name"]),
    };
    const editable = render(createElement(RedirectEditor, { ...props, canEdit: true }));
    expect(editable).toContain("Roll back to this version");
    expect(editable).toContain("Delete");
    const readOnly = render(createElement(RedirectEditor, { ...props, canEdit: false }));
    expect(readOnly).not.toContain("Roll back to this version");
    expect(readOnly).toContain("may read redirects but not change them");
  });

  it("the list and the tester render with their labels", () => {
    const list = render(createElement(RedirectList, { items: [{ name: "spring", runCondition: "", ruleCount: 2, version: 1 }], canEdit: true, labels: mgmtPlainStrings("redirectAdmin.list", ["count"]) }));
    expect(list).toContain("2 rules");
    expect(list).toContain("(always runs)");
    expect(render(createElement(RedirectTester, { labels: mgmtPlainStrings("redirectAdmin.tester", ["config", "rule", "url", "gender", "elder"]) }))).toContain("Tester");
  });
});
