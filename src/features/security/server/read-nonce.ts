import "server-only";
import { headers } from "next/headers";
import { nonceRequestHeaders } from "./page-security";

/** This response's CSP nonce, for the inline scripts a layout renders (see docs/security.md). */
export async function readNonce(): Promise<string | undefined> {
  return (await headers()).get(nonceRequestHeaders.nonce) ?? undefined;
}
