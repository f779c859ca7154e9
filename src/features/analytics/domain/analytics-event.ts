import { z } from "zod";
import { clickIdParams, pickClickIds, type Attribution, type ClickIds } from "@/features/attribution/domain/attribution-params";

export const maxEventsPerBatch = 50;
/** Largest accepted body of POST /api/events, in bytes. */
export const maxEventBatchBytes = 64 * 1024;
export const eventsPath = "/api/events";

const jsonProperties = z
  .record(z.string().max(80), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4096, "Properties are limited to 4 KB.");

/** One event as the browser sends it. */
export const incomingEventSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9_.:\- ]{1,80}$/, "Event names are 1-80 letters, digits, spaces or _.:-"),
  properties: jsonProperties.default({}),
  url: z.string().max(2048).optional(),
  clickIds: z.partialRecord(z.enum(clickIdParams), z.string().max(300)).default({}),
  experimentGroups: z
    .record(z.string().max(80), z.string().max(80))
    .refine((value) => Object.keys(value).length <= 30, "At most 30 experiment groups.")
    .default({}),
  /** Epoch milliseconds when the browser recorded it. */
  time: z.number().int().nonnegative(),
  userId: z.string().max(64).optional(),
});
export type IncomingEvent = z.infer<typeof incomingEventSchema>;
export type IncomingEventInput = z.input<typeof incomingEventSchema>;

export const eventBatchSchema = z.object({
  events: z.array(incomingEventSchema).min(1).max(maxEventsPerBatch),
});

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
