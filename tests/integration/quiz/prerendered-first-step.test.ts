import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { addressQueryOf } from "@/features/quiz/server/address-query";
import { quizVariantPathOf } from "@/server/proxy/quiz-variant-step";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";

/*
 * Which quiz requests the proxy sends to a prerendered first step (docs/quiz.md,
 * "Prerendered first steps"): only page loads of a funnel's first step by a visitor without
 * answers, with nothing in the address the page would have to show; everything else renders
 * per request as before.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openAppDatabase();
});
afterAll(async () => {
  await handle?.close();
});

function request(path: string, init: { method?: string; cookie?: string } = {}) {
  const headers = init.cookie ? { cookie: init.cookie } : undefined;
  return new NextRequest(`http://localhost${path}`, { method: init.method ?? "GET", headers });
}
const variantOf = (path: string, country = "DE", init: { method?: string; cookie?: string } = {}) =>
  quizVariantPathOf(request(path, init), new URL(path, "http://localhost").pathname, country);

describe("the prerendered first step", () => {
  it("serves a first step to a visitor without answers from its copy per locale, units and version", async () => {
    expect(await variantOf("/en/fasting-mix-2968/step-gender", "DE")).toBe("/en/_v/quiz/metric-standard/fasting-mix-2968/0/step-gender");
    expect(await variantOf("/ar/fasting-mix-2968/step-gender?utm_source=fb&fbclid=x", "US")).toBe(
      "/ar/_v/quiz/imperial-standard/fasting-mix-2968/0/step-gender",
    );
  });

  it("renders per request when the page would differ for the visitor or is not a page load", async () => {
    // answers exist (the quiz_session cookie), a unit choice or an answer error in the address
    expect(await variantOf("/en/fasting-mix-2968/step-gender", "DE", { cookie: "quiz_session=abc" })).toBeNull();
    expect(await variantOf("/en/fasting-mix-2968/step-gender?unit=imperial")).toBeNull();
    expect(await variantOf("/en/fasting-mix-2968/step-gender?qe=required")).toBeNull();
    // a form posted to the step
    expect(await variantOf("/en/fasting-mix-2968/step-gender", "DE", { method: "POST" })).toBeNull();
    // later steps, unknown funnels, other pages and other shapes
    expect(await variantOf("/en/fasting-mix-2968/step-age")).toBeNull();
    expect(await variantOf("/en/no-such-funnel/step-gender")).toBeNull();
    expect(await variantOf("/en/blog/some-article")).toBeNull();
    expect(await variantOf("/en/fasting-mix-2968/quiz/main/step-gender")).toBeNull();
    expect(await variantOf("/xx/fasting-mix-2968/step-gender")).toBeNull();
  });
});

describe("the query of a prerendered step's form", () => {
  const stepPath = "/de/fasting-mix-2968/step-gender";
  const form = (query?: string) => {
    const data = new FormData();
    data.set("gender", "female");
    if (query !== undefined) data.set("$query", query);
    return data;
  };

  it("comes from the field the browser filled in", () => {
    expect(addressQueryOf(form("utm_source=fb&tm1=a"), { stepPath, referer: null, host: "localhost" })).toBe("utm_source=fb&tm1=a");
    expect(addressQueryOf(form("?a=1"), { stepPath, referer: null, host: "localhost" })).toBe("a=1");
  });

  it("falls back to the Referer of this very step on this host (no JavaScript)", () => {
    const referer = `http://localhost:3000${stepPath}?utm_source=fb`;
    expect(addressQueryOf(form(""), { stepPath, referer, host: "localhost:3000" })).toBe("utm_source=fb");
    expect(addressQueryOf(form(), { stepPath, referer, host: "localhost:3000" })).toBe("utm_source=fb");
    // another host, another page or no Referer: no query
    expect(addressQueryOf(form(), { stepPath, referer, host: "example.com" })).toBe("");
    expect(addressQueryOf(form(), { stepPath, referer: "http://localhost:3000/de/faq?x=1", host: "localhost:3000" })).toBe("");
    expect(addressQueryOf(form(), { stepPath, referer: null, host: "localhost:3000" })).toBe("");
    expect(addressQueryOf(form(), { stepPath, referer: "not a url", host: "localhost:3000" })).toBe("");
  });

  it("drops a query longer than a step address may carry", () => {
    expect(addressQueryOf(form(`a=${"x".repeat(2100)}`), { stepPath, referer: null, host: "localhost" })).toBe("");
  });
});
