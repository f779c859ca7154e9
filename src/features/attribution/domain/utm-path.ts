import { z } from "zod";
import { defaultUtmEvent, utmEventNameSchema } from "./utm-payload";

/** The path of POST /v4.0/utm/{userUuid}/{event}: a user UUID and an optional event. */
export const utmPathSchema = z.object({
  userUuid: z.uuid("The user uuid must be a UUID."),
  event: z
    .array(z.string())
    .max(1, "Only one event segment is allowed.")
    .optional()
    .transform((segments) => segments?.[0] ?? defaultUtmEvent)
    .pipe(utmEventNameSchema),
});
