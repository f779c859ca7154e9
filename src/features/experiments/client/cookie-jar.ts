/** The cookies this feature reads and writes in the browser. */
export type CookieJar = {
  all: () => Record<string, string>;
  set: (name: string, value: string, maxAgeSeconds: number) => void;
};

type CookieDocument = { cookie: string; location?: { protocol?: string } };

/** A jar over `document.cookie` (path `/`, SameSite=Lax, Secure on https). */
export function documentCookieJar(doc: CookieDocument = document): CookieJar {
  return {
    all() {
      const cookies: Record<string, string> = {};
      for (const part of doc.cookie.split(";")) {
        const index = part.indexOf("=");
        if (index < 0) continue;
        const name = part.slice(0, index).trim();
        if (!name || Object.hasOwn(cookies, name)) continue;
        const raw = part.slice(index + 1).trim();
        try {
          cookies[name] = decodeURIComponent(raw);
        } catch {
          cookies[name] = raw;
        }
      }
      return cookies;
    },
    set(name, value, maxAgeSeconds) {
      const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
      doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    },
  };
}
