import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { renderRequestHeaders } from "@/server/proxy/context-step";
import { requestContextKey } from "@/server/request-context/context-key";
import { handOverHeaders, openContext, requestContextHeader, sealContext, stripHandOverHeaders } from "@/server/request-context/context-seal";
import { noExperiments, type RequestContext } from "@/server/request-context/request-context";

/*
 * The proxy hands the request context to the render in one request header. A visitor who
 * could write that header could choose their country, visitor id, test group or experiment
 * instructions; these tests are that attack.
 */
const key = randomBytes(32);
const context: RequestContext = {
  country: "US",
  visitorId: "0b1c2d3e-4f50-4617-8899-aabbccddeeff",
  isNewVisitor: false,
  isCrawler: false,
  attribution: { utm_source: "fb" },
  consent: { necessary: true, performance: true, functional: true, targeting: false },
  experiments: { ...noExperiments, instructions: { quiz_page: "/fasting-mix-2968/step-gender" } },
};

describe("the signed request context", () => {
  it("opens what the proxy sealed", () => {
    expect(openContext(sealContext(context, key), key)).toEqual(context);
  });

  it("refuses a header a visitor wrote: unsigned, re-signed with another key, or edited", () => {
    const sealed = sealContext(context, key);
    const forged = { ...context, country: "DE", experiments: { ...noExperiments, groups: { price_test: "1" } } };
    const forgedPayload = Buffer.from(JSON.stringify(forged)).toString("base64url");
    expect(openContext(forgedPayload, key)).toBeNull();
    expect(openContext(`${forgedPayload}.`, key)).toBeNull();
    expect(openContext(sealContext(forged, randomBytes(32)), key)).toBeNull();
    expect(openContext(`${forgedPayload}.${sealed.split(".")[1]}`, key)).toBeNull();
    expect(openContext(`${sealed}x`, key)).toBeNull();
    expect(openContext("", key)).toBeNull();
    expect(openContext("a".repeat(70_000), key)).toBeNull();
  });

  it("removes every incoming hand-over header, the older per-value ones included", () => {
    const headers = new Headers({ cookie: "a=b" });
    for (const name of handOverHeaders) headers.set(name, "visitor-chosen");
    stripHandOverHeaders(headers);
    expect([...headers.keys()]).toEqual(["cookie"]);
    expect(handOverHeaders).toContain(requestContextHeader);
  });
});

describe("the proxy's hand-over to the render", () => {
  it("replaces a context the visitor sent, even one sealed with the right key, by the proxy's own", () => {
    const chosen = { ...context, country: "DE", visitorId: "9d4f0c85-7a81-4fa2-9e5f-0a1b2c3d4e5f" };
    const request = new NextRequest("http://localhost/de/faq", {
      headers: { [requestContextHeader]: sealContext(chosen, requestContextKey()), "x-pw-visitor-id": chosen.visitorId },
    });
    const headers = renderRequestHeaders(request, context);
    expect(openContext(headers.get(requestContextHeader), requestContextKey())).toEqual(context);
    expect(headers.get("x-pw-visitor-id")).toBeNull();
    const withoutContext = renderRequestHeaders(request, null);
    expect(withoutContext.get(requestContextHeader)).toBeNull();
  });
});
