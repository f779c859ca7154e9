import type { CookieStore } from "@/features/site-auth/api-client/ports";
import { browserCookieStore, readBrowserCookies } from "@/features/site-auth/client/browser-cookie-store";
import { mintVisitorId } from "@/features/attribution/domain/visitor-id";

/** What the browser-side attribution reads and writes; tests give an in-memory one. */
export type BrowserContext = {
  location: { href: string; search: string; pathname: string };
  cookies: CookieStore & { all(): Record<string, string> };
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  userAgent: string;
  referrer: string;
  now: () => number;
  /** Makes a new visitor id (`mintVisitorId`; tests give a predictable one). */
  randomId: () => string;
};

/** The real window, document, cookies and local storage. */
export function browserContext(): BrowserContext {
  return {
    location: window.location,
    cookies: { ...browserCookieStore, all: readBrowserCookies },
    storage: localStorageOrNull(),
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    now: Date.now,
    randomId: mintVisitorId,
  };
}

/** Local storage, or null where it is blocked (private modes, sandboxed frames). */
function localStorageOrNull(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem("userProperties");
    return storage;
  } catch {
    return null;
  }
}
