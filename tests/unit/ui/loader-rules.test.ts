import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LOADER_CONTENT_END_ATTRIBUTE, LOADER_MAX_MS, LOADER_SESSION_KEY, loaderBootScript, loaderClasses } from "@/ui/loader-rules";

/**
 * Runs the loader's real boot script against a small stand-in for the browser: the page's
 * classes, sessionStorage, timers, frames and the DOMContentLoaded listeners are ours to drive.
 */
function bootPage(storage = new Map<string, string>()) {
  const classes = new Set<string>();
  const timers: { at: number; run: () => void }[] = [];
  let frames: (() => void)[] = [];
  const parsed: (() => void)[] = [];
  let contentArrived = false;
  const document = {
    documentElement: {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (name: string) => classes.delete(name),
        contains: (name: string) => classes.has(name),
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "DOMContentLoaded") parsed.push(listener);
    },
    querySelector: (selector: string) => (contentArrived && selector === `[${LOADER_CONTENT_END_ATTRIBUTE}]` ? {} : null),
  };
  const sessionStorage = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) };
  const setTimeout = (run: () => void, ms: number) => timers.push({ at: ms, run });
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  runInNewContext(loaderBootScript(), { document, sessionStorage, setTimeout, requestAnimationFrame });
  return {
    storage,
    loading: () => classes.has(loaderClasses.loading),
    frame: () => {
      const due = frames;
      frames = [];
      due.forEach((run) => run());
    },
    pendingFrames: () => frames.length,
    contentArrives: () => {
      contentArrived = true;
    },
    documentParsed: () => parsed.forEach((run) => run()),
    elapse: (ms: number) => timers.filter((timer) => timer.at <= ms).forEach((timer) => timer.run()),
  };
}

describe("the page loader's boot script", () => {
  it("shows the loader on the session's first view only", () => {
    const first = bootPage();
    expect(first.loading()).toBe(true);
    expect(first.storage.get(LOADER_SESSION_KEY)).toBe("1");
    const second = bootPage(first.storage);
    expect(second.loading()).toBe(false);
    expect(second.pendingFrames()).toBe(0);
  });

  it("takes it away before the frame after the page's content has arrived", () => {
    const page = bootPage();
    page.frame();
    page.frame();
    expect(page.loading()).toBe(true);
    page.contentArrives();
    page.frame();
    expect(page.loading()).toBe(false);
    expect(page.pendingFrames()).toBe(0);
  });

  it("takes it away when the document is parsed, and after 2 s at the latest", () => {
    const parsed = bootPage();
    parsed.documentParsed();
    expect(parsed.loading()).toBe(false);
    const stuck = bootPage();
    stuck.elapse(LOADER_MAX_MS - 1);
    expect(stuck.loading()).toBe(true);
    stuck.elapse(LOADER_MAX_MS);
    expect(stuck.loading()).toBe(false);
    // Once gone, it stops looking at every frame.
    stuck.frame();
    expect(stuck.pendingFrames()).toBe(0);
  });

  it("keeps the spec's limit of 2 000 ms", () => {
    expect(LOADER_MAX_MS).toBe(2000);
  });
});
