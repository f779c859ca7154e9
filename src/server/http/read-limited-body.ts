export type LimitedBody =
  | { ok: true; text: string }
  | { ok: false; reason: "too_large" | "invalid_utf8" | "aborted" };
export type LimitedBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too_large" | "aborted" };

/**
 * Reads a request body of at most `maxBytes` without ever holding more than that: a larger
 * Content-Length is refused before reading, and the streamed bytes are counted so a body
 * without (or lying about) its length is cut off at the limit.
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<LimitedBytes> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discard(request.body?.cancel());
    return { ok: false, reason: "too_large" };
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let part: ReadableStreamReadResult<Uint8Array>;
    try {
      part = await reader.read();
    } catch {
      // The client went away while sending (a closed tab, a lost network): not our failure.
      return { ok: false, reason: "aborted" };
    }
    const { done, value } = part;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      discard(reader.cancel());
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
  return { ok: true, bytes };
}

/**
 * Stops reading without waiting for it: cancelling one copy of a teed body (the proxy reads a
 * clone) settles only once the other copy is cancelled too, which may be never.
 */
function discard(cancelled: Promise<void> | undefined): void {
  cancelled?.catch(() => undefined);
}

/** readLimitedBytes as UTF-8 text; bytes that are not UTF-8 are refused (`invalid_utf8`). */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const read = await readLimitedBytes(request, maxBytes);
  if (!read.ok) return read;
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(read.bytes) };
  } catch {
    return { ok: false, reason: "invalid_utf8" };
  }
}
