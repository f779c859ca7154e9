import type { CookieStore } from "@/features/site-auth/api-client/ports";
import { browserCookieStore, readBrowserCookies } from "@/features/site-auth/client/browser-cookie-store";

/** What the browser-side attribution reads and writes; tests give an in-memory one. */
export type BrowserContext = {
  location: { href: string; search: string; pathname: string };
  cookies: CookieStore & { all(): Record<string, string> };
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  userAgent: string;
  referrer: string;
  now: () => number;
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
    randomId: randomUuid,
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

/** A v4 UUID; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
