import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BacklogTable } from "@/features/ab-backlog/components/backlog-table";
import { HypothesisForm } from "@/features/ab-backlog/components/hypothesis-form";
import { StatusButtons } from "@/features/ab-backlog/components/status-buttons";
import { mgmtPlainStrings } from "@/i18n/mgmt-messages";

const router = { push() {}, refresh() {}, replace() {}, back() {}, forward() {}, prefetch() {} };
const render = (element: ReactElement) => renderToString(createElement(AppRouterContext.Provider, { value: router as never }, element));

describe("backlog components (server render)", () => {
  it("the form shows the ICE score of its factors", () => {
    const initial = { title: "", problem: "", change: "", expectedEffect: "", metric: "", impact: "5", confidence: "5", ease: "4", ownerEmail: "growth@platewise.local", splitName: "" };
    expect(render(createElement(HypothesisForm, { mode: "create", initial, version: 0, splitNames: ["home_hero"], labels: mgmtPlainStrings("backlog.form", ["score", "version"]) }))).toContain("ICE score: 100");
  });

  it("the status buttons offer the allowed moves", () => {
    const html = render(createElement(StatusButtons, { id: "x", status: "running", version: 1, labels: mgmtPlainStrings("backlog.status", []) }));
    expect(html).toContain("Conclude");
    expect(html).toContain("Back to idea");
    expect(html).not.toContain(">Ready<");
  });

  it("the table links the split's results, shows the outcome, and its score header flips the sort", () => {
    const row = { id: "1", title: "T", impact: 1, confidence: 2, ease: 3, score: 6, status: "concluded" as const, ownerEmail: "a@platewise.local", splitName: "home_hero", outcome: "won", learning: "Shorter wins" };
    const html = render(createElement(BacklogTable, { rows: [row], sort: "desc", status: "concluded", labels: mgmtPlainStrings("backlog.table", []) }));
    expect(html).toContain('href="/mgmt/splits/home_hero/results"');
    expect(html).toContain("/mgmt/backlog-of-ab-tests?hypothesisSort=asc&amp;status=concluded");
    expect(html).toContain("Won");
    expect(html).toContain("Shorter wins");
  });
});
