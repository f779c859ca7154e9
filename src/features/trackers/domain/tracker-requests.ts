import { z } from "zod";
import { isCalendarDay } from "./local-day";
import { glassMl } from "./water";
import { weightRangeKg } from "./weight";

/** The tracker API's bodies and queries (docs/trackers.md, "API"). */
export const daySchema = z.string().refine(isCalendarDay, "A calendar day as YYYY-MM-DD.");

export const waterChangeSchema = z.strictObject({
  day: daySchema,
  /** Chosen by the browser per tap; the same id sent again changes nothing. */
  entryId: z.uuid(),
  deltaMl: z.union([z.literal(glassMl), z.literal(-glassMl)]),
});
export const waterQuerySchema = z.strictObject({ day: daySchema });

export const weightSaveSchema = z.strictObject({
  day: daySchema,
  kg: z.number().min(weightRangeKg.min).max(weightRangeKg.max),
});

export const fastingActionSchema = z.strictObject({
  action: z.enum(["start", "end"]),
  /** The schedule's fast length, kept with the fast so later changes of plan do not rewrite it. */
  plannedHours: z.number().int().min(1).max(23).optional(),
});
