import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "@/env";
import { checkImageUpload, imageContentTypes, storedImageType, type UploadCheck } from "@/features/funnel-admin/domain/image-upload";

/**
 * Where uploaded funnel images live: `uploads/funnel-images` beside the data directory (never
 * in the repository, never inside the database's own folder); a temporary folder when the
 * database is in memory.
 */
export function funnelImageDir(): string {
  const dataDir = getEnv().DATA_DIR;
  if (dataDir.startsWith("memory://")) return path.join(tmpdir(), `platewise-uploads-${process.pid}`, "funnel-images");
  return path.join(path.dirname(path.resolve(dataDir)), "uploads", "funnel-images");
}

/** Where visitors load uploaded images from (public: they appear on live steps). */
export const funnelImagePath = "/media/funnel-images/";

export type StoredImage = { fileName: string; url: string; bytes: number };

/** Checks and stores an upload; a refused one stores nothing. Same bytes → same name. */
export async function storeFunnelImage(bytes: Uint8Array, dir = funnelImageDir()): Promise<{ ok: true; image: StoredImage } | Extract<UploadCheck, { ok: false }>> {
  const check = checkImageUpload(bytes);
  if (!check.ok) return check;
  const fileName = `${createHash("sha256").update(bytes).digest("hex")}.${check.type}`;
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${fileName}.${process.pid}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(dir, fileName));
  return { ok: true, image: { fileName, url: `${funnelImagePath}${fileName}`, bytes: bytes.length } };
}

/**
 * A stored image as a response with a year-long immutable cache (the name is the content's
 * hash); 404 for a name that is not a stored image's — nothing outside the folder is read.
 */
export async function serveFunnelImage(fileName: string, dir = funnelImageDir()): Promise<Response> {
  const type = storedImageType(fileName);
  if (!type) return Response.json({ error: { code: "not_found", message: "No such image." } }, { status: 404 });
  try {
    const body = await readFile(path.join(dir, fileName));
    return new Response(new Uint8Array(body), {
      headers: { "content-type": imageContentTypes[type], "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
    });
  } catch {
    return Response.json({ error: { code: "not_found", message: "No such image." } }, { status: 404 });
  }
}
