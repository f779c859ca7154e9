import "server-only";
import path from "node:path";
import type { NextRequest } from "next/server";
import {
  isUndecodablePath,
  loadPageTexts,
  undecodablePathAnswer,
  type PageTexts,
} from "@/server/http/undecodable-path.mjs";

let pageTexts: PageTexts | undefined;

/**
 * A page address whose percent-encoding cannot be decoded answers the 400 page here, for
 * servers without the app's own server in front (`next start`), where Next.js would fail on it
 * with a plain 500 after the proxy. The app's server answers these before Next.js already
 * (docs/operations.md, "Undecodable addresses"). Null for every other address.
 */
export function undecodablePage(request: NextRequest): Response | null {
  const target = request.nextUrl.pathname;
  if (!isUndecodablePath(target)) return null;
  pageTexts ??= readPageTexts();
  const answer = undecodablePathAnswer(target, pageTexts);
  return new Response(request.method === "HEAD" ? null : answer.body, { status: answer.status, headers: answer.headers });
}

function readPageTexts(): PageTexts {
  try {
    return loadPageTexts(path.join(process.cwd(), "messages"));
  } catch {
    return new Map(); // the page falls back to English
  }
}
