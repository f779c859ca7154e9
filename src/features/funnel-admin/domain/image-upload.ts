import { isWholeImage } from "./image-structure";

/**
 * Image uploads for funnel steps (docs/funnel-admin.md, "Images"): PNG, JPEG or WebP told by
 * their first bytes (the file name's extension proves nothing) and whole in structure
 * (`isWholeImage`: no page behind PNG magic, nothing after the image's end), at most 2 MB; the
 * server then decodes and re-encodes it. A stored image is named by the SHA-256 of its bytes, so
 * a name is 64 hex digits and an extension and can never point outside the image folder.
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

export type UploadProblem = "empty" | "too_large" | "unsupported_type" | "invalid_image";
export type UploadCheck = { ok: true; type: ImageType } | { ok: false; code: UploadProblem };

export function checkImageUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.length === 0) return { ok: false, code: "empty" };
  if (bytes.length > maxImageBytes) return { ok: false, code: "too_large" };
  const type = detectImageType(bytes);
  if (!type) return { ok: false, code: "unsupported_type" };
  return isWholeImage(bytes, type) ? { ok: true, type } : { ok: false, code: "invalid_image" };
}

/** The English message staff see for each refusal (the editor shows it as is). */
export const uploadProblemMessages: Record<UploadProblem, string> = {
  empty: "The file is empty.",
  too_large: "The image is larger than 2 MB. Make it smaller and upload it again.",
  unsupported_type: "Only PNG, JPEG and WebP images can be uploaded (the file's contents are checked, not its name).",
  invalid_image:
    "The file is not a whole PNG, JPEG or WebP image (it may be damaged, or carry something that is not a picture). Export it again from an image editor and upload that.",
};

const storedName = /^[a-f0-9]{64}\.(png|jpg|webp)$/;

/** The image type of a stored file name, or null for anything else (`../x`, `a/b.png`, `x.svg`). */
export function storedImageType(fileName: string): ImageType | null {
  return storedName.test(fileName) ? (fileName.slice(65) as ImageType) : null;
}
