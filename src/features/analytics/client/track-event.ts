import type { Tracker } from "./tracker";

const maxEarlyEvents = 100;
let tracker: Tracker | undefined;
const early: Array<[string, Record<string, unknown>]> = [];

/** Installs the page's tracker and sends the events recorded before it existed. */
export function setTracker(next: Tracker | undefined): void {
  tracker = next;
  if (!next) return;
  for (const [name, properties] of early.splice(0)) next.track(name, properties);
}

/**
 * Records an analytics event with the current URL and click ids added. Safe to call before
 * tracking has started (the first 100 events wait).
 */
export function trackEvent(name: string, properties: Record<string, unknown> = {}): void {
  if (tracker) tracker.track(name, properties);
  else if (early.length < maxEarlyEvents) early.push([name, properties]);
}

/** A page view of the current page; call it after each client-side navigation. */
export function trackPageView(properties: Record<string, unknown> = {}): void {
  trackEvent("page_view", { path: globalThis.location?.pathname, ...properties });
}
