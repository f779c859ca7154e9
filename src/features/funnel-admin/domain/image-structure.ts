import type { ImageType } from "./image-upload";

/**
 * The whole structure of an uploaded PNG, JPEG or WebP file, before it is decoded (docs/adr/
 * 0007-uploaded-images-re-encoded.md): every chunk or segment where it should be, and nothing
 * after the image's end. A file that only starts like an image (PNG magic followed by HTML) or
 * carries something after its end (an image with a page appended) is refused here; the decoder
 * and re-encoder then make sure what is stored is pixels only.
 */
export function isWholeImage(bytes: Uint8Array, type: ImageType): boolean {
  if (type === "png") return isWholePng(bytes);
  if (type === "jpg") return isWholeJpeg(bytes);
  return isWholeWebp(bytes);
}

const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Signature, IHDR first, chunks with valid CRCs, IDAT present, IEND exactly at the end. */
function isWholePng(b: Uint8Array): boolean {
  let at = 8;
  let first = true;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = ascii(b, at + 4, 4);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (first && (type !== "IHDR" || length !== 13)) return false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32be(b, at + 8 + length)) return false;
    if (type === "IDAT") sawData = true;
    first = false;
    at = end;
    if (type === "IEND") return sawData && length === 0 && at === b.length;
  }
  return false;
}

/**
 * SOI, marker segments with their lengths, entropy-coded data after SOS, EOI. After EOI only
 * another embedded JPEG may follow (the multi-picture format of phone cameras), nothing else.
 */
function isWholeJpeg(b: Uint8Array): boolean {
  if (b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let sawFrame = false;
  while (at + 1 < b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      const rest = b.subarray(at + 2);
      return sawFrame && (rest.length === 0 || (rest[0] === 0xff && rest[1] === 0xd8 && rest[2] === 0xff));
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return false;
    if (at + 4 > b.length) return false;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (length < 2 || at + 2 + length > b.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) sawFrame = true;
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is not a stuffed zero or a restart.
      while (at + 1 < b.length && !(b[at] === 0xff && b[at + 1] !== 0 && !(b[at + 1]! >= 0xd0 && b[at + 1]! <= 0xd7))) at++;
    }
  }
  return false;
}

/** RIFF header whose size is the file's, WEBP, and chunks that fill it exactly. */
function isWholeWebp(b: Uint8Array): boolean {
  if (b.length < 20 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return false;
  if (u32le(b, 4) + 8 !== b.length) return false;
  let at = 12;
  let sawImage = false;
  while (at + 8 <= b.length) {
    const type = ascii(b, at, 4);
    const length = u32le(b, at + 4);
    if (!/^[A-Z0-9 ]{4}$/i.test(type)) return false;
    if (type === "VP8 " || type === "VP8L" || type === "ANMF") sawImage = true;
    at += 8 + length + (length % 2);
    if (at > b.length) return false;
  }
  return sawImage && at === b.length;
}
