import { pickClickIds, type Attribution, type ClickIds } from "@/features/attribution/domain/attribution-params";

// Types and rules the browser uses: no zod here, so the tracker stays out of zod's weight.
// The server validates incoming batches with `analytics-event-schema.ts`.

export const maxEventsPerBatch = 50;
/** Largest accepted body of POST /api/events, in bytes. */
export const maxEventBatchBytes = 64 * 1024;
export const eventsPath = "/api/events";

/** One event as the server stores it, after validation filled the defaults. */
export type IncomingEvent = {
  name: string;
  properties: Record<string, unknown>;
  url?: string;
  clickIds: ClickIds;
  experimentGroups: Record<string, string>;
  /** Epoch milliseconds when the browser recorded it. */
  time: number;
  userId?: string;
};

/** One event as the browser sends it: the maps may be left out. */
export type IncomingEventInput = Omit<IncomingEvent, "properties" | "clickIds" | "experimentGroups"> &
  Partial<Pick<IncomingEvent, "properties" | "clickIds" | "experimentGroups">>;

/** Every event gets the current URL and the non-empty click ids (spec section 7). */
export function enrichEvent(
  name: string,
  properties: Record<string, unknown>,
  context: { url: string; attribution: Attribution; experimentGroups?: Record<string, string>; userId?: string; nowMs: number },
): IncomingEventInput {
  const clickIds: ClickIds = pickClickIds(context.attribution);
  return {
    name,
    properties: { ...properties, url: context.url, ...clickIds },
    url: context.url,
    clickIds,
    experimentGroups: context.experimentGroups ?? {},
    time: context.nowMs,
    ...(context.userId ? { userId: context.userId } : {}),
  };
}

/** A browser clock is trusted within a week in the past and never ahead of the server. */
export function clampEventTime(timeMs: number, nowMs: number): number {
  const weekMs = 7 * 24 * 60 * 60 * 1000;
  if (timeMs > nowMs || timeMs < nowMs - weekMs) return nowMs;
  return timeMs;
}
