import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest, NextResponse } from "next/server";
import { applyCountryCookies } from "@/features/country/server/country-step";
import { exposureQueue } from "@/features/experiments/server/exposure-queue";
import { applyFirstTouchCookies } from "@/server/proxy/attribution-step";
import { resolvePageRequest } from "@/server/proxy/context-step";
import { applyAssignmentCookies } from "@/server/proxy/experiment-step";
import type { DatabaseHandle } from "@/server/db/create-database";
import { splitExposures } from "@/server/db/schema/experiments";
import { seedExperiments } from "@/server/db/seed/seed-experiments";
import { openAppDatabase } from "../../helpers/app-db";

/*
 * The proxy's cookie work, as src/proxy.ts does it, for a new and then a returning visitor.
 * A returning visitor must get no Set-Cookie at all (every extra header costs every request on
 * a phone, and a rewritten cookie could move them to another test group), must keep their
 * visitor id and groups, and must be counted as exposed once.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openAppDatabase();
  await seedExperiments(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

async function visit(path: string, cookie: string) {
  const request = new NextRequest(`http://localhost${path}`, { headers: { cookie, "user-agent": "Mozilla/5.0 (iPhone)" } });
  const { context, visitor, assignment } = await resolvePageRequest(request);
  const response = NextResponse.next();
  applyCountryCookies(response, { ...visitor.country, secure: false });
  applyFirstTouchCookies(response, { ...visitor.touch, secure: false });
  if (assignment) applyAssignmentCookies(response, { ...assignment, secure: false });
  const setCookies = response.headers.getSetCookie();
  const jar = new Map(cookie.split("; ").filter(Boolean).map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const line of setCookies) {
    const pair = line.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return { context, setCookies, cookie: [...jar.values()].join("; ") };
}

describe("a returning visitor through the proxy", () => {
  it("gets no Set-Cookie, the same visitor id and groups, and one exposure per experiment", async () => {
    const first = await visit("/?utm_source=fb&utm_campaign=c1", "countryCode=US");
    expect(first.setCookies.length).toBeGreaterThan(0);
    const again = await visit("/", first.cookie);
    expect(again.setCookies).toEqual([]);
    expect(again.context.visitorId).toBe(first.context.visitorId);
    expect(again.context.isNewVisitor).toBe(false);
    expect(first.context.isNewVisitor).toBe(true);
    expect(again.context.experiments.groups).toEqual(first.context.experiments.groups);
    expect(again.context.attribution.utm_source).toBe("fb");
    expect(first.context.experiments.splits.length).toBeGreaterThan(0);
    await exposureQueue.flush();
    const rows = await handle.db.select().from(splitExposures);
    const mine = rows.filter((r) => r.visitorId === first.context.visitorId);
    expect(mine.length).toBe(new Set(mine.map((r) => r.splitName)).size);
    expect(mine.length).toBe(first.context.experiments.splits.length);
  });
});
