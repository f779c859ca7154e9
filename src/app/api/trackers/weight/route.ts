import { isLoggableDay } from "@/features/trackers/domain/local-day";
import { weightSaveSchema } from "@/features/trackers/domain/tracker-requests";
import { dayNotLoggable, privateJson } from "@/features/trackers/server/tracker-owner";
import { listWeights, saveWeight } from "@/features/trackers/server/weight-log";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";

export const dynamic = "force-dynamic";

/** The signed-in person's weight log → `{ entries: { date, kg }[] }`, oldest first (docs/trackers.md, "API"). */
export const GET = customerRoute({
  name: "trackers-weight-read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ db, customer }) => {
    const owner = customer.uuid;
    return privateJson({ entries: await listWeights(db, owner) });
  },
});

/** Saves (or corrects) one day's weight `{ day, kg }` → the whole log. */
export const PUT = customerRoute({
  name: "trackers-weight",
  body: weightSaveSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ db, body, customer }) => {
    const owner = customer.uuid;
    if (!isLoggableDay(body.day, Date.now())) return dayNotLoggable();
    await saveWeight(db, owner, body);
    return privateJson({ entries: await listWeights(db, owner) });
  },
});

const notAllowed = methodNotAllowed(["GET", "PUT"]);
export { notAllowed as POST, notAllowed as PATCH, notAllowed as DELETE };
