import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// eslint-disable-next-line no-restricted-imports -- the test renders the real results page
import SplitResultsPage from "@/app/mgmt/splits/[name]/results/page";
import { pricePackageToColumns } from "@/features/billing/domain/price-package-columns";
import { definition as setMinimumEffect } from "@/features/split-results/actions/set-minimum-effect-definition";
import { refreshSplitResults } from "@/features/split-results/server/refresh-split-results";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { pricePackages } from "@/server/db/schema/pricing";
import { openAppDatabase } from "../../helpers/app-db";
import { introPlan, recipeBook, trialPlan } from "../billing/billing-test-setup";
import { makePrincipals, type Principal } from "../staff/staff-principals";
import { splitResultsWorld } from "./split-results-world";

// The page reads the request's cookies through next/headers; the test hands it a real staff session.
const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async (original) => ({
  ...(await original<object>()),
  headers: async () => new Headers({ cookie: request.cookie, "user-agent": "split-results-test" }),
}));

/** Renders the page as the signed-in principal: its HTML, or the status Next.js would answer. */
async function openPage(name: string): Promise<{ status: number; html: string }> {
  try {
    const element = await SplitResultsPage({ params: Promise.resolve({ name }) } as never);
    if (!isValidElement(element)) throw new Error("the page gave no element");
    return { status: 200, html: renderToStaticMarkup(element as ReactElement) };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? "");
    if (digest.endsWith(";404")) return { status: 404, html: "" };
    if (digest.endsWith(";403")) return { status: 403, html: "" };
    throw error;
  }
}

/** The group rows of the page: key → { visitors, purchases, conversion, revenue, refunds } as shown. */
function groupRows(html: string) {
  const rows = new Map<string, Record<string, string>>();
  for (const match of html.matchAll(/<tr data-testid="split-results-group" data-group="([^"]+)" data-visitors="(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cells: Record<string, string> = { visitors: match[2]! };
    for (const cell of match[3]!.matchAll(/data-cell="(\w+)"[^>]*>([^<]*)</g)) cells[cell[1]!] = cell[2]!;
    rows.set(match[1]!, cells);
  }
  return rows;
}

describe("split results page", () => {
  let handle: DatabaseHandle;
  let world: ReturnType<typeof splitResultsWorld>;
  let analyst: Principal;
  let growth: Principal;
  const later = () => new Date(Date.now() + 60_000);

  beforeAll(async () => {
    process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
    handle = await openAppDatabase();
    await handle.db.insert(pricePackages).values([introPlan, trialPlan, recipeBook].map(pricePackageToColumns));
    world = splitResultsWorld(handle.db);
    const principals = await makePrincipals(handle.db);
    analyst = principals.find((p) => p.name === "analyst")!;
    growth = principals.find((p) => p.name === "growth")!;
    request.cookie = await analyst.cookie();

    // Hand case: group 0 a1 (10.00), a2 (20.00 + upsell 5.00, 10.00 refunded), a3, a4; group 1 b1 (30.00), b2..b4.
    await world.stepSplit("results_hand", [50, 50]);
    await world.exposures("results_hand", "0", ["h-a1", "h-a2", "h-a3", "h-a4"]);
    await world.exposures("results_hand", "1", ["h-b1", "h-b2", "h-b3", "h-b4"]);
    await world.purchase("h-a1", 1000);
    const a2 = await world.purchase("h-a2", 2000);
    await world.order(a2.userUuid, "upsell", 500);
    await world.refund(a2.orderId, 1000, false);
    await world.purchase("h-b1", 3000);

    // A skewed 50/50 split: 300 against 100 visitors.
    await world.stepSplit("results_skewed", [50, 50]);
    await world.exposures("results_skewed", "0", Array.from({ length: 300 }, (_, i) => `s0-${i}`));
    await world.exposures("results_skewed", "1", Array.from({ length: 100 }, (_, i) => `s1-${i}`));

    // A small, balanced page split.
    await world.pageSplit("results_small", [
      { id: "control", weight: 1 },
      { id: "new-hero", weight: 1 },
    ]);
    await world.exposures("results_small", "control", Array.from({ length: 10 }, (_, i) => `m0-${i}`));
    await world.exposures("results_small", "new-hero", Array.from({ length: 10 }, (_, i) => `m1-${i}`));
    await world.purchase("m0-1", 1500);

    await world.stepSplit("results_empty", [34, 33, 33]);
    await refreshSplitResults(handle.db, { now: later });
  }, 120_000);
  afterAll(async () => handle.close());

  it("shows per group the numbers computed by hand", async () => {
    const page = await openPage("results_hand");
    expect(page.status).toBe(200);
    const rows = groupRows(page.html);
    expect(rows.get("0")).toEqual({ visitors: "4", purchases: "2", conversion: "50.00 %", revenue: "6.25 USD", refunds: "1" });
    expect(rows.get("1")).toEqual({ visitors: "4", purchases: "1", conversion: "25.00 %", revenue: "7.50 USD", refunds: "0" });
    expect(page.html).toContain("in USD");
    expect(page.html).toContain('data-testid="split-results-chart"');
  });

  it("warns of a sample ratio mismatch on a skewed split", async () => {
    const page = await openPage("results_skewed");
    expect(page.html).toContain('data-testid="split-results-srm"');
    expect(page.html).toContain("Sample ratio mismatch");
    const balanced = await openPage("results_small");
    expect(balanced.html).not.toContain('data-testid="split-results-srm"');
  });

  it("says not enough data for a small split and shows always-valid intervals meanwhile", async () => {
    const page = await openPage("results_small");
    expect(page.html).toContain('data-testid="split-results-not-enough"');
    expect(page.html).toContain("Not enough data");
    expect(page.html).toContain("always-valid");
    expect(groupRows(page.html).get("new-hero")?.visitors).toBe("10");
  });

  it("shows a split without exposures with empty groups, and answers 404 for an unknown split", async () => {
    const empty = await openPage("results_empty");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('data-testid="split-results-empty"');
    expect([...groupRows(empty.html).values()].map((r) => r.visitors)).toEqual(["0", "0", "0"]);
    expect((await openPage("no_such_split_results")).status).toBe(404);
  });

  it("lets splits:edit change the minimum effect once per version, audited; the analyst only reads", async () => {
    expect((await openPage("results_hand")).html).not.toContain('name="minimumEffectPercent"');
    request.cookie = await growth.cookie();
    expect((await openPage("results_hand")).html).toContain('name="minimumEffectPercent"');
    request.cookie = await analyst.cookie();
    const staff = { id: null, email: "growth@platewise.test", role: "growth" as const, name: "Growth" };
    const run = (input: { splitName: string; minimumEffectPercent: number; expectedVersion: number }) =>
      setMinimumEffect.handler({ input, db: handle.db, clientAddress: "127.0.0.1", staff: staff as never, requestId: "r1" });
    expect(await run({ splitName: "results_hand", minimumEffectPercent: 10, expectedVersion: 0 })).toMatchObject({ saved: true, version: 1 });
    expect(await run({ splitName: "results_hand", minimumEffectPercent: 20, expectedVersion: 0 })).toMatchObject({
      saved: false,
      reason: "stale",
      minimumEffect: 0.1,
    });
    expect(await run({ splitName: "nope", minimumEffectPercent: 20, expectedVersion: 0 })).toMatchObject({ saved: false, reason: "unknown" });
    expect((await openPage("results_hand")).html).toContain("Currently 10.0 %.");
    const audit = await listAudit(handle.db, "split", "results_hand");
    expect(audit.map((a) => a.action)).toEqual(["split_results.set_minimum_effect"]);
  });
});
