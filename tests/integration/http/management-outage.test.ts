import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { resetEnvCache } from "@/env";
import { pageSecurityFor } from "@/features/security/server/page-security";
import { databaseAvailability, getDb } from "@/server/db/client";
import { isManagementPath, managementPage } from "@/server/proxy/management-step";
import { unavailableRewrite } from "@/server/proxy/unavailable-step";
import { closedPort } from "../database/tcp-relay";

/**
 * The management area while the database cannot be reached: the proxy's management step
 * (src/proxy.ts hands every /mgmt path to it) rewrites it to the outage page (503, English) like
 * every other page, instead of letting its layout fail with a 500. The database here is a
 * PostgreSQL address where nothing listens (a real refused connection, whichever database the
 * run uses). The browser test tests/e2e/operations.e2e.ts checks the same through the built app.
 */
const proxyManagement = (path: string) => {
  const request = new NextRequest(`http://localhost${path}`);
  expect(isManagementPath(request.nextUrl.pathname)).toBe(true);
  return managementPage(request, pageSecurityFor(request));
};
describe("/mgmt during a database outage", () => {
  const saved = { url: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA };
  beforeAll(async () => {
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/platewise`;
    delete process.env.DATABASE_SCHEMA;
    resetEnvCache();
    await expect(getDb()).rejects.toThrow(); // the first query meets the outage and marks it
    expect(databaseAvailability().isDown()).toBe(true);
  });
  afterAll(() => {
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
    if (saved.schema !== undefined) process.env.DATABASE_SCHEMA = saved.schema;
    resetEnvCache();
  });

  it("answers the English outage page with 503, Retry-After, no caching and its page policy", async () => {
    for (const path of ["/mgmt", "/mgmt/funnel-admin", "/mgmt/signin?next=%2Fmgmt"]) {
      const response = await proxyManagement(path);
      expect([path, response.status]).toEqual([path, 503]);
      expect(response.headers.get("x-middleware-rewrite")).toBe(
        "http://localhost/service-unavailable/en",
      );
      expect(response.headers.get("retry-after")).toBe("30");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-security-policy")).toContain("nonce-");
    }
  });

  it("public pages get it too, in their language", async () => {
    const response = (await unavailableRewrite(new NextRequest("http://localhost/fr/about")))!;
    expect(response.status).toBe(503);
    expect(response.headers.get("x-middleware-rewrite")).toBe(
      "http://localhost/service-unavailable/fr",
    );
  });
});
