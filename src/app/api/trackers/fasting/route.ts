import { fastingActionSchema } from "@/features/trackers/domain/tracker-requests";
import { endFast, openFast, recentFasts, startFast } from "@/features/trackers/server/fasting-log";
import { notSignedIn, privateJson, trackerOwner } from "@/features/trackers/server/tracker-owner";
import { apiRoute, methodNotAllowed } from "@/server/http/api-route";

export const dynamic = "force-dynamic";

/** The signed-in person's fast in progress and latest fasts → `{ open, recent }` (docs/trackers.md, "API"). */
export const GET = apiRoute({
  name: "trackers-fasting-read",
  rateLimit: { limit: 120, windowMs: 60_000 },
  handler: async ({ request, db }) => {
    const owner = await trackerOwner(request, db);
    if (!owner) return notSignedIn();
    const [open, recent] = await Promise.all([openFast(db, owner), recentFasts(db, owner)]);
    return privateJson({ open, recent });
  },
});

/** `{ action: "start" | "end", plannedHours? }` at the server's clock → `{ open }`. Repeats change nothing. */
export const POST = apiRoute({
  name: "trackers-fasting",
  body: fastingActionSchema,
  maxBodyBytes: 1024,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handler: async ({ request, db, body }) => {
    const owner = await trackerOwner(request, db);
    if (!owner) return notSignedIn();
    const now = new Date();
    if (body.action === "start") return privateJson({ open: await startFast(db, owner, now, body.plannedHours) });
    await endFast(db, owner, now);
    return privateJson({ open: null });
  },
});

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
