import { enrichEvent } from "@/features/analytics/domain/analytics-event";
import { readAttributionCookies } from "@/features/attribution/client/sync-attribution";
import type { BrowserContext } from "@/features/attribution/client/browser-context";
import type { EventQueue } from "./event-queue";

export type Tracker = { track(name: string, properties?: Record<string, unknown>): void };

export type TrackerOptions = {
  ctx: BrowserContext;
  queue: EventQueue;
  /** Crawlers and visitors with disable_analytics=true are never counted. */
  disabled: boolean;
  experimentGroups?: () => Record<string, string>;
  userId?: () => string | null | undefined;
  /** Also sends the event to the product-analytics SDK (Amplitude) when configured. */
  logEvent?: (name: string, properties: Record<string, unknown>) => void;
};

/** Adds the current URL and the non-empty click ids to each event, then queues and logs it. */
export function createTracker(options: TrackerOptions): Tracker {
  return {
    track(name, properties = {}) {
      if (options.disabled) return;
      const event = enrichEvent(name, properties, {
        url: options.ctx.location.href,
        attribution: readAttributionCookies(options.ctx.cookies.all()),
        experimentGroups: options.experimentGroups?.(),
        userId: options.userId?.() ?? undefined,
        nowMs: options.ctx.now(),
      });
      options.queue.push(event);
      options.logEvent?.(name, event.properties ?? {});
    },
  };
}
