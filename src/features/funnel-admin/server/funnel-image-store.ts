import "server-only";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "@/env";
import { checkImageUpload, imageContentTypes, storedImageType, type ImageType, type UploadProblem } from "@/features/funnel-admin/domain/image-upload";

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

export type StoredImage = { fileName: string; url: string; bytes: number; width: number; height: number };

/** Decoding stops past this many pixels (a small file can unpack into a huge image). */
export const maxImagePixels = 40_000_000;
const sharpFormat: Record<ImageType, string> = { png: "png", jpg: "jpeg", webp: "webp" };

/**
 * Decodes the whole image and encodes it again in its own format (docs/adr/
 * 0007-uploaded-images-re-encoded.md): what is stored is only what the encoder wrote from the
 * pixels — no metadata (camera, location), no text chunks, nothing an attacker put beside the
 * pixels. Null when the image cannot be decoded whole (damaged, truncated, another format inside,
 * too many pixels).
 */
async function reencode(bytes: Uint8Array, type: ImageType): Promise<{ data: Buffer; width: number; height: number } | null> {
  // Loaded on first use: serving stored images never needs the native library.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { failOn: "warning", limitInputPixels: maxImagePixels, animated: false });
    const metadata = await image.metadata();
    if (metadata.format !== sharpFormat[type]) return null;
    const oriented = image.rotate(); // applies the camera's orientation before the metadata is dropped
    const encoder = type === "png" ? oriented.png() : type === "jpg" ? oriented.jpeg({ quality: 90 }) : oriented.webp({ quality: 90 });
    const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/**
 * Checks an upload (type by content, whole structure), decodes and re-encodes it and stores the
 * result; a refused one stores nothing. Same bytes → same name.
 */
export async function storeFunnelImage(bytes: Uint8Array, dir = funnelImageDir()): Promise<{ ok: true; image: StoredImage } | { ok: false; code: UploadProblem }> {
  const check = checkImageUpload(bytes);
  if (!check.ok) return check;
  const encoded = await reencode(bytes, check.type);
  if (!encoded) return { ok: false, code: "invalid_image" };
  const fileName = `${createHash("sha256").update(encoded.data).digest("hex")}.${check.type}`;
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${fileName}.${process.pid}.tmp`);
  await writeFile(temporary, encoded.data);
  await rename(temporary, path.join(dir, fileName));
  return { ok: true, image: { fileName, url: `${funnelImagePath}${fileName}`, bytes: encoded.data.length, width: encoded.width, height: encoded.height } };
}

/**
 * The headers of every /media answer: the bytes are never a document that could run a script
 * (`default-src 'none'`, no sniffing), and a download gets the stored name.
 */
export function mediaHeaders(fileName: string | null): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
    "x-content-type-options": "nosniff",
    ...(fileName ? { "content-disposition": `inline; filename="${fileName}"` } : {}),
  };
}

/**
 * A stored image as a response with a year-long immutable cache (the name is the content's
 * hash); 404 for a name that is not a stored image's — nothing outside the folder is read.
 */
export async function serveFunnelImage(fileName: string, dir = funnelImageDir()): Promise<Response> {
  const notFound = () => Response.json({ error: { code: "not_found", message: "No such image." } }, { status: 404, headers: mediaHeaders(null) });
  const type = storedImageType(fileName);
  if (!type) return notFound();
  try {
    const body = await readFile(path.join(dir, fileName));
    return new Response(new Uint8Array(body), {
      headers: { ...mediaHeaders(fileName), "content-type": imageContentTypes[type], "cache-control": "public, max-age=31536000, immutable" },
    });
  } catch {
    return notFound();
  }
}
