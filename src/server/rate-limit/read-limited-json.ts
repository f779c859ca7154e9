import "server-only";

export type LimitedJson = { ok: true; value: unknown } | { ok: false; reason: "too_large" | "not_json" };

/**
 * Reads a JSON body of at most `maxBytes`, refusing larger ones without buffering them
 * (Content-Length first, then counting the streamed bytes).
 */
export async function readLimitedJson(request: Request, maxBytes: number): Promise<LimitedJson> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: false, reason: "not_json" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, reason: "too_large" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ok: false, reason: "not_json" };
  }
}
