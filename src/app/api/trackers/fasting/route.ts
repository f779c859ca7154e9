import { fastingActionSchema } from "@/features/trackers/domain/tracker-requests";
import { endFast, openFast, recentFasts, startFast } from "@/features/trackers/server/fasting-log";
import { privateJson } from "@/features/trackers/server/tracker-owner";
import { methodNotAllowed } from "@/server/http/api-route";
import { customerRoute } from "@/server/http/customer-route";

export const dynamic = "force-dynamic";

/** The signed-in person's fast in progress and latest fasts → `{ open, recent }` (docs/trackers.md, "API"). */
export const GET = customerRoute({
  name: "trackers-fasting-read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ db, customer }) => {
    const owner = customer.uuid;
    const [open, recent] = await Promise.all([openFast(db, owner), recentFasts(db, owner)]);
    return privateJson({ open, recent });
  },
});

/** `{ action: "start" | "end", plannedHours? }` at the server's clock → `{ open }`. Repeats change nothing. */
export const POST = customerRoute({
  name: "trackers-fasting",
  body: fastingActionSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ db, body, customer }) => {
    const owner = customer.uuid;
    const now = new Date();
    if (body.action === "start") return privateJson({ open: await startFast(db, owner, now, body.plannedHours) });
    await endFast(db, owner, now);
    return privateJson({ open: null });
  },
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
