/**
 * Image uploads for funnel steps (docs/funnel-admin.md, "Images"): PNG, JPEG or WebP told by
 * their first bytes (the file name's extension proves nothing), at most 2 MB. A stored image is
 * named by the SHA-256 of its bytes, so a name is 64 hex digits and an extension and can never
 * point outside the image folder.
 */
export const maxImageBytes = 2 * 1024 * 1024;
export type ImageType = "png" | "jpg" | "webp";
export const imageContentTypes: Record<ImageType, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export type UploadCheck = { ok: true; type: ImageType } | { ok: false; code: "empty" | "too_large" | "unsupported_type" };

export function checkImageUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.length === 0) return { ok: false, code: "empty" };
  if (bytes.length > maxImageBytes) return { ok: false, code: "too_large" };
  const type = detectImageType(bytes);
  return type ? { ok: true, type } : { ok: false, code: "unsupported_type" };
}

const storedName = /^[a-f0-9]{64}\.(png|jpg|webp)$/;

/** The image type of a stored file name, or null for anything else (`../x`, `a/b.png`, `x.svg`). */
export function storedImageType(fileName: string): ImageType | null {
  return storedName.test(fileName) ? (fileName.slice(65) as ImageType) : null;
}
