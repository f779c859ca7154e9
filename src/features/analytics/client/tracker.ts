import { enrichEvent } from "@/features/analytics/domain/analytics-event";
import { readAttributionCookies } from "@/features/attribution/client/sync-attribution";
import type { BrowserContext } from "@/features/attribution/client/browser-context";
import type { EventQueue } from "./event-queue";

export type Tracker = {
  track(name: string, properties?: Record<string, unknown>): void;
  /** Performance consent: sends the held events and every later one. */
  release(): void;
  /** A refusal: forgets the held events and holds none until released. */
  refuse(): void;
};

export type TrackerOptions = {
  ctx: BrowserContext;
  queue: EventQueue;
  /** Crawlers and visitors with disable_analytics=true are never counted. */
  disabled: boolean;
  /** Hold events in memory until `release()` (the visitor's analytics consent). */
  waitForConsent?: boolean;
  experimentGroups?: () => Record<string, string>;
  userId?: () => string | null | undefined;
  /** Also sends the event to the product-analytics SDK (Amplitude) when configured. */
  logEvent?: (name: string, properties: Record<string, unknown>) => void;
};

/** Most events held in memory while the visitor has not chosen. */
const maxHeldEvents = 100;

type Held = { name: string; properties: Record<string, unknown>; url: string; nowMs: number };

/**
 * Adds the URL and the non-empty click ids (from the cookies the visitor's consent allowed)
 * to each event, then queues and logs it. Until released, events wait in memory only.
 */
export function createTracker(options: TrackerOptions): Tracker {
  let mode: "waiting" | "sending" | "refused" = options.waitForConsent ? "waiting" : "sending";
  const held: Held[] = [];

  const send = (event: Held) => {
    const enriched = enrichEvent(event.name, event.properties, {
      url: event.url,
      attribution: readAttributionCookies(options.ctx.cookies.all()),
      experimentGroups: options.experimentGroups?.(),
      userId: options.userId?.() ?? undefined,
      nowMs: event.nowMs,
    });
    options.queue.push(enriched);
    options.logEvent?.(event.name, enriched.properties ?? {});
  };

  return {
    track(name, properties = {}) {
      if (options.disabled || mode === "refused") return;
      const event = { name, properties, url: options.ctx.location.href, nowMs: options.ctx.now() };
      if (mode === "sending") send(event);
      else if (held.length < maxHeldEvents) held.push(event);
    },
    release() {
      mode = "sending";
      for (const event of held.splice(0)) send(event);
    },
    refuse() {
      if (mode === "sending") return;
      mode = "refused";
      held.length = 0;
    },
  };
}
