import "server-only";
import { staffHintCookie } from "@/features/staff/domain/staff-hint";
import { isSecureRequest } from "@/server/http/request-facts";
import { staffSessionSeconds } from "./staff-auth-instance";

/** Copies better-auth's Set-Cookie lines (session, two-factor challenge) onto our answer. */
export function passCookies(response: Response, cookies: string[]): Response {
  for (const line of cookies) response.headers.append("set-cookie", line);
  return response;
}

/** Sets (signed in) or clears (signed out) the readable staff hint cookie. */
export function writeStaffHint(response: Response, request: Request, signedIn: boolean): Response {
  const secure = isSecureRequest(request) ? "; Secure" : "";
  const value = signedIn ? `1; Max-Age=${staffSessionSeconds}` : "; Max-Age=0";
  response.headers.append("set-cookie", `${staffHintCookie}=${value}; Path=/; SameSite=Lax${secure}`);
  return response;
}
