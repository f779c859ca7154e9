import "server-only";
import { desc, eq } from "drizzle-orm";
import type { ClickIds } from "@/features/attribution/domain/attribution-params";
import { clampEventTime, type IncomingEvent } from "@/features/analytics/domain/analytics-event";
import type { Db } from "@/server/db/db-type";
import { analyticsEvents } from "@/server/db/schema/analytics";

/**
 * Writes a batch of a visitor's events in one insert. Click ids the browser did not send
 * are taken from the visitor's cookies; browser times are clamped (see clampEventTime).
 */
export async function ingestEvents(
  db: Db,
  input: { visitorId: string; events: IncomingEvent[]; cookieClickIds: ClickIds; nowMs: number },
): Promise<number> {
  if (input.events.length === 0) return 0;
  const receivedAt = new Date(input.nowMs);
  await db.insert(analyticsEvents).values(
    input.events.map((event) => ({
      visitorId: input.visitorId,
      userId: event.userId ?? null,
      name: event.name,
      properties: event.properties,
      url: event.url ?? null,
      clickIds: { ...input.cookieClickIds, ...event.clickIds } as Record<string, string>,
      experimentGroups: event.experimentGroups,
      occurredAt: new Date(clampEventTime(event.time, input.nowMs)),
      receivedAt,
    })),
  );
  return input.events.length;
}

/** A visitor's latest events, newest first (the read-back of GET /api/events). */
export async function listVisitorEvents(db: Db, visitorId: string, limit = 50) {
  return db
    .select({
      name: analyticsEvents.name,
      properties: analyticsEvents.properties,
      url: analyticsEvents.url,
      clickIds: analyticsEvents.clickIds,
      experimentGroups: analyticsEvents.experimentGroups,
      occurredAt: analyticsEvents.occurredAt,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.visitorId, visitorId))
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(limit);
}
