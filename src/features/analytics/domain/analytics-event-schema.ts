import { z } from "zod";
import { clickIdParams } from "@/features/attribution/domain/attribution-params";
import { maxEventsPerBatch, type IncomingEvent, type IncomingEventInput } from "./analytics-event";

// Server-side validation of POST /api/events. Client code imports `analytics-event.ts` only.

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
}) satisfies z.ZodType<IncomingEvent, IncomingEventInput>;

export const eventBatchSchema = z.object({
  events: z.array(incomingEventSchema).min(1).max(maxEventsPerBatch),
});
