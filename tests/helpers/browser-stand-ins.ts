import type { BrowserContext } from "@/features/attribution/client/browser-context";

/** An in-memory cookie jar and local storage, standing in for the browser's. */
export function memoryBrowserContext(href: string, init: { cookies?: Record<string, string>; storage?: Record<string, string>; userAgent?: string; now?: number } = {}) {
  const jar = new Map(Object.entries(init.cookies ?? {}).map(([k, v]) => [k, { value: v, maxAge: 0 }]));
  const store = new Map(Object.entries(init.storage ?? {}));
  const url = new URL(href);
  let ids = 0;
  const ctx: BrowserContext = {
    location: { href: url.href, search: url.search, pathname: url.pathname },
    cookies: {
      get: (name) => jar.get(name)?.value,
      set: (name, value, { maxAge }) => void jar.set(name, { value, maxAge }),
      delete: (name) => void jar.delete(name),
      all: () => Object.fromEntries([...jar].map(([k, v]) => [k, v.value])),
    },
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    userAgent: init.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64)",
    referrer: "",
    now: () => init.now ?? 1_700_000_000_000,
    randomId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`,
  };
  return { ctx, jar, store };
}

export type FakeScript = {
  src: string;
  async: boolean;
  attributes: Record<string, string>;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  setAttribute(name: string, value: string): void;
};

/** A document that records appended scripts; the test fires their load or error. */
export function scriptDocument() {
  const appended: FakeScript[] = [];
  const doc = {
    createElement: () => {
      const script: FakeScript = {
        src: "",
        async: false,
        attributes: {},
        onload: null,
        onerror: null,
        setAttribute(name, value) {
          this.attributes[name] = value;
        },
      };
      return script as unknown as HTMLScriptElement;
    },
    head: { appendChild: (node: HTMLScriptElement) => appended.push(node as unknown as FakeScript) },
  };
  return { doc, appended };
}
