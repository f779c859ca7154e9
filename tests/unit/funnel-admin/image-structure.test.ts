import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { checkImageUpload } from "@/features/funnel-admin/domain/image-upload";

const make = async (format: "png" | "jpeg" | "webp") => new Uint8Array(await sharp({ create: { width: 3, height: 2, channels: 4, background: "#27ae60" } })[format]().toBuffer());
const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const page = text("<html><script>alert(1)</script></html>");

describe("an upload must be the whole image its first bytes claim", () => {
  const images: Record<string, Uint8Array> = {};
  beforeAll(async () => {
    for (const format of ["png", "jpeg", "webp"] as const) images[format] = await make(format);
  });

  it("accepts whole PNG, JPEG and WebP files", () => {
    expect(checkImageUpload(images.png!)).toEqual({ ok: true, type: "png" });
    expect(checkImageUpload(images.jpeg!)).toEqual({ ok: true, type: "jpg" });
    expect(checkImageUpload(images.webp!)).toEqual({ ok: true, type: "webp" });
  });

  it("accepts a JPEG followed by another embedded JPEG (a camera's multi-picture file)", () => {
    expect(checkImageUpload(join(images.jpeg!, images.jpeg!))).toEqual({ ok: true, type: "jpg" });
  });

  it.each(["png", "jpeg", "webp"])("refuses a %s with a page appended", (format) => {
    expect(checkImageUpload(join(images[format]!, page))).toEqual({ ok: false, code: "invalid_image" });
  });

  it("refuses image magic followed by HTML", () => {
    expect(checkImageUpload(join(images.png!.subarray(0, 8), page))).toEqual({ ok: false, code: "invalid_image" });
    expect(checkImageUpload(join(images.jpeg!.subarray(0, 3), page))).toEqual({ ok: false, code: "invalid_image" });
    expect(checkImageUpload(join(text("RIFF"), new Uint8Array([40, 0, 0, 0]), text("WEBP"), page))).toEqual({ ok: false, code: "invalid_image" });
  });

  it("refuses a file cut short and a PNG chunk whose checksum does not match", () => {
    expect(checkImageUpload(images.png!.subarray(0, images.png!.length - 1))).toEqual({ ok: false, code: "invalid_image" });
    expect(checkImageUpload(images.jpeg!.subarray(0, images.jpeg!.length - 2))).toEqual({ ok: false, code: "invalid_image" });
    const damaged = images.png!.slice();
    damaged[20] = damaged[20]! ^ 0xff; // inside IHDR
    expect(checkImageUpload(damaged)).toEqual({ ok: false, code: "invalid_image" });
  });

  it("refuses SVG (scripts) and text whatever the name", () => {
    expect(checkImageUpload(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ ok: false, code: "unsupported_type" });
    expect(checkImageUpload(page)).toEqual({ ok: false, code: "unsupported_type" });
  });
});
