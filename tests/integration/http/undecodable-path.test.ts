import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { answerUndecodablePath, loadPageTexts } from "@/server/http/undecodable-path.mjs";
import { undecodablePage } from "@/server/proxy/undecodable-step";

/**
 * Addresses whose percent-encoding cannot be decoded, sent byte for byte over real HTTP to a
 * server that answers them as the app's server does (scripts/server.mjs, before Next.js): 400,
 * JSON under /api and /v4.0, a small page in the address's language elsewhere; any other
 * address goes on to the app.
 */
let server: Server;
let port: number;

function get(
  target: string,
  method = "GET",
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"]), body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("undecodable addresses", () => {
  beforeAll(async () => {
    const pageTexts = loadPageTexts(path.join(process.cwd(), "messages"));
    server = createServer((req, res) => {
      if (answerUndecodablePath(req, res, pageTexts)) return;
      res.writeHead(200, { "content-type": "text/plain" }).end("the app");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("pages answer a 400 page, in the address's language, never 500", async () => {
    for (const target of ["/%ff%fe%", "/about/%", "/de/quiz/%E0%A4%A", "/%c0%af"]) {
      const answer = await get(target);
      expect([target, answer.status]).toEqual([target, 400]);
      expect(answer.type).toBe("text/html; charset=utf-8");
    }
    const german = await get("/de/%zz");
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain("Zurück"); // the German "back home" text
    const arabic = await get("/ar/%");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect((await get("/%ff", "HEAD")).body).toBe("");
  });

  it("/api and /v4.0 answer 400 JSON errors", async () => {
    for (const target of [
      "/api/%ff%fe%",
      "/api/quiz/%",
      "/v4.0/utm/%zz/event",
      "/v4.0/site/auth%",
    ]) {
      const answer = await get(target);
      expect([target, answer.status, answer.type]).toEqual([target, 400, "application/json"]);
      expect(JSON.parse(answer.body)).toEqual({
        error: {
          code: "bad_request",
          message: "The address is not valid: its percent-encoding cannot be decoded.",
        },
      });
    }
  });

  it("addresses that decode (and odd queries) go on to the app", async () => {
    for (const target of [
      "/",
      "/about",
      "/de/%C3%BCber",
      "/api/health",
      "/a%20b",
      "/about?q=%ff%",
      "/%25",
    ]) {
      expect([target, (await get(target)).status]).toEqual([target, 200]);
    }
  });

  it("the proxy answers the same page where no app server stands in front (next start)", async () => {
    const page = undecodablePage(new NextRequest("http://localhost/de/quiz/%ff%fe%"));
    expect(page?.status).toBe(400);
    expect(page?.headers.get("cache-control")).toBe("no-store");
    expect(await page?.text()).toContain('<html lang="de" dir="ltr">');
    expect(undecodablePage(new NextRequest("http://localhost/de/%C3%BCber"))).toBeNull();
  });
});
