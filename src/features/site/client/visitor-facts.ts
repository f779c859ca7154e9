import { documentCookieJar } from "@/features/experiments/client/cookie-jar";
import { countryCookieNames } from "@/features/country/domain/country-cookies";
import { returnUrlCookie } from "@/features/quiz/domain/quiz-cookies";
import type { UserData } from "@/features/site/domain/header-rules";

/** What the header shows that depends on the visitor, read in the browser after the shell. */
export type VisitorFacts = {
  /** False until the browser has read the cookies (the prerendered HTML knows nothing). */
  known: boolean;
  /** ISO country from the proxy's `countryCode` cookie; "" while unknown. */
  country: string;
  /** The raw `returnURL` cookie. */
  returnUrl: string | null;
  /** The `userId` cookie: set while a customer is signed in (their uuid). */
  userId: string | null;
};

export const unknownVisitor: VisitorFacts = { known: false, country: "", returnUrl: null, userId: null };

/** The visitor's facts from the readable cookies (the proxy set them on this very response). */
export function readVisitorFacts(doc: { cookie: string } = document): VisitorFacts {
  const cookies = documentCookieJar(doc).all();
  const country = cookies[countryCookieNames.country] ?? "";
  return {
    known: true,
    country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : "",
    returnUrl: cookies[returnUrlCookie] ?? null,
    userId: cookies.userId || null,
  };
}

export type ViewerAnswer = { user: UserData | null; staff: boolean };

/**
 * Who is signed in, from the server (the session cookie is HttpOnly): asked only when the
 * `userId` cookie says someone is. Any failure counts as nobody.
 */
export async function fetchViewer(): Promise<ViewerAnswer> {
  try {
    const response = await fetch("/api/viewer", { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) return { user: null, staff: false };
    const body = (await response.json()) as Partial<ViewerAnswer>;
    const user = body.user && typeof body.user.uuid === "string" && typeof body.user.email === "string" ? body.user : null;
    return { user, staff: body.staff === true };
  } catch {
    return { user: null, staff: false };
  }
}
