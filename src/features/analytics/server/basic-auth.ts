import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/** `Authorization: Basic base64(user:password)` for a client. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;
}

/** Checks a request's basic authorization against one user and password, in constant time. */
export function hasBasicAuth(request: Request, user: string, password: string): boolean {
  const header = request.headers.get("authorization") ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(header), digest(basicAuthorization(user, password)));
}
