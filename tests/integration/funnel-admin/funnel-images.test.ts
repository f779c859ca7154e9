import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxImageBytes } from "@/features/funnel-admin/domain/image-upload";
import { funnelImageDir, serveFunnelImage, storeFunnelImage } from "@/features/funnel-admin/server/funnel-image-store";
import { stepSchema } from "@/features/quiz/domain/funnel-definition";
import type { DatabaseHandle } from "@/server/db/create-database";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { makePrincipals } from "../staff/staff-principals";

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 8, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 1, 2, 3, 4]);
/** Whether an image step accepts an option with this picture. */
const funnelDefinitionOptionAccepts = (option: { value: string; label: { en: string }; image: string }) =>
  stepSchema.safeParse({ id: "pick", type: "single", display: "image", title: { en: "Pick" }, options: [option, { value: "b", label: { en: "B" } }] }).success;
const svgNamedPng = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

describe("funnel image uploads: type by content, size, local storage, safe serving", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "funnel-images-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stores PNG and WebP under their content hash and serves them with a long cache", async () => {
    const stored = await storeFunnelImage(png, dir);
    expect(stored).toMatchObject({ ok: true, image: { bytes: png.length } });
    if (!stored.ok) throw new Error("not stored");
    expect(stored.image.fileName).toMatch(/^[a-f0-9]{64}\.png$/);
    const again = await storeFunnelImage(png, dir);
    expect(again.ok && again.image.fileName).toBe(stored.image.fileName);
    const served = await serveFunnelImage(stored.image.fileName, dir);
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([200, "image/png", "public, max-age=31536000, immutable"]);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    expect((await storeFunnelImage(webp, dir)).ok).toBe(true);
  });

  it("refuses other types and oversized files, storing nothing", async () => {
    const before = await readdir(dir);
    expect(await storeFunnelImage(svgNamedPng, dir)).toEqual({ ok: false, code: "unsupported_type" });
    const big = new Uint8Array(maxImageBytes + 1);
    big.set(png);
    expect(await storeFunnelImage(big, dir)).toEqual({ ok: false, code: "too_large" });
    expect(await storeFunnelImage(new Uint8Array(), dir)).toEqual({ ok: false, code: "empty" });
    expect(await readdir(dir)).toEqual(before);
  });

  it("serves nothing outside the folder", async () => {
    for (const name of ["../package.json", "..%2Fpackage.json", "a/b.png", `${"a".repeat(64)}.svg`, `${"a".repeat(64)}.png`]) {
      expect((await serveFunnelImage(name, dir)).status, name).toBe(404);
    }
  });
});

describe("funnel image upload route", () => {
  let handle: DatabaseHandle;
  let served: ServedRoutes;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    handle = await openAppDatabase();
    cookies = {};
    for (const principal of await makePrincipals(handle.db)) if (principal.role) cookies[principal.role] = await principal.cookie();
    const load = async (at: string) => routeMethods((await import(/* @vite-ignore */ `@/app${at}/route`)) as Record<string, unknown>);
    served = await serveRoutes([
      { path: "/api/mgmt/funnels/images", handlers: await load("/api/mgmt/funnels/images") },
      { path: "/media/funnel-images/[file]", handlers: routeMethods((await import("@/app/media/funnel-images/[file]/route")) as Record<string, unknown>) },
    ]);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
    await rm(path.dirname(funnelImageDir()), { recursive: true, force: true });
  });

  const upload = (role: string, bytes: Uint8Array, fileName = "photo.png") =>
    fetch(`${served.url}/api/mgmt/funnels/images`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.30", cookie: cookies[role]! },
      body: JSON.stringify({ fileName, dataBase64: Buffer.from(bytes).toString("base64") }),
    });

  it("uploads for growth, refuses the analyst, names the problem of a wrong type or size", async () => {
    const ok = await upload("growth", webp, "photo.webp");
    expect(ok.status).toBe(201);
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/^\/media\/funnel-images\/[a-f0-9]{64}\.webp$/);
    // Visitors load it without any session, cached for a year (the name is the content's hash).
    const image = await fetch(`${served.url}${url}`);
    expect([image.status, image.headers.get("content-type"), image.headers.get("cache-control")]).toEqual([200, "image/webp", "public, max-age=31536000, immutable"]);
    expect((await fetch(`${served.url}/media/funnel-images/${"b".repeat(64)}.webp`)).status).toBe(404);
    expect((await fetch(`${served.url}${url}`, { method: "POST" })).status).toBe(405);
    // A step may show it: the funnel definition accepts the uploaded address.
    const option = { value: "a", label: { en: "A" }, image: url };
    expect(funnelDefinitionOptionAccepts(option)).toBe(true);
    expect(funnelDefinitionOptionAccepts({ ...option, image: "/media/funnel-images/../../etc.webp" })).toBe(false);
    expect((await upload("analyst", webp)).status).toBe(403);
    const wrong = await upload("growth", svgNamedPng, "fake.png");
    expect([wrong.status, ((await wrong.json()) as { error: { code: string } }).error.code]).toEqual([400, "unsupported_type"]);
    const big = new Uint8Array(maxImageBytes + 10);
    big.set(png);
    const tooBig = await upload("growth", big);
    expect([tooBig.status, ((await tooBig.json()) as { error: { code: string } }).error.code]).toEqual([400, "too_large"]);
    expect(await readdir(funnelImageDir())).toHaveLength(1);
  });
});
