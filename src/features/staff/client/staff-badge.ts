import { staffHintCookie } from "@/features/staff/domain/staff-hint";

/** True while the readable staff hint cookie is present (a staff member signed in here). */
export function hasStaffHint(doc: { cookie: string } = document): boolean {
  return doc.cookie.split(/;\s*/).some((pair) => pair === `${staffHintCookie}=1`);
}

/**
 * Whether this browser's staff session is live, from the server (the session cookie is
 * HttpOnly): asked only while the hint cookie is present. Any failure counts as no.
 */
export async function fetchIsStaff(): Promise<boolean> {
  try {
    const response = await fetch("/api/staff-auth/viewer", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return false;
    const body = (await response.json()) as { staff?: unknown };
    return body.staff === true;
  } catch {
    return false;
  }
}
