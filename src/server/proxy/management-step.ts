import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import {
  applyPagePolicy,
  setNonceRequestHeaders,
  type PageSecurity,
} from "@/features/security/server/page-security";
import { stripHandOverHeaders } from "@/server/request-context/context-seal";
import { renderRequestHeaders } from "./context-step";
import { unavailableRewrite } from "./unavailable-step";

export function isManagementPath(pathname: string): boolean {
  return pathname === "/mgmt" || pathname.startsWith("/mgmt/");
}

/**
 * The management area: English only, no visitor steps; the page policy and its nonce, and —
 * while the database is down — the outage page (503, English) like every other page, instead
 * of a layout that fails on its staff session (docs/operations.md).
 */
export async function managementPage(
  request: NextRequest,
  security: PageSecurity,
): Promise<NextResponse> {
  const outage = await unavailableRewrite(request, (headers) => {
    stripHandOverHeaders(headers);
    setNonceRequestHeaders(headers, security);
  });
  const response =
    outage ??
    NextResponse.next({
      request: {
        headers: renderRequestHeaders(request, null, (h) => setNonceRequestHeaders(h, security)),
      },
    });
  applyPagePolicy(response, security);
  return response;
}
