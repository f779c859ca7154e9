import { isLoggableDay } from "@/features/trackers/domain/local-day";
import { waterChangeSchema, waterQuerySchema } from "@/features/trackers/domain/tracker-requests";
import { dayNotLoggable, privateJson } from "@/features/trackers/server/tracker-owner";
import { changeWater, waterTotal } from "@/features/trackers/server/water-log";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";
import { validationError } from "@/server/http/json-error";

export const dynamic = "force-dynamic";

/** The signed-in person's water for one day: `?day=YYYY-MM-DD` → `{ day, totalMl }` (docs/trackers.md, "API"). */
export const GET = customerRoute({
  name: "trackers-water-read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ request, db, customer }) => {
    const owner = customer.uuid;
    const query = waterQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return validationError(query.error, { route: "trackers-water-read" });
    return privateJson({ day: query.data.day, totalMl: await waterTotal(db, owner, query.data.day) });
  },
});

/** One glass more or less, once per `entryId` → `{ day, totalMl }`. */
export const POST = customerRoute({
  name: "trackers-water",
  body: waterChangeSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ db, body, customer }) => {
    const owner = customer.uuid;
    if (!isLoggableDay(body.day, Date.now())) return dayNotLoggable();
    return privateJson(await changeWater(db, owner, body));
  },
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
