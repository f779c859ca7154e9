import "server-only";
import type { DurationEvent } from "@/features/analytics/domain/duration-event";
import type { Db } from "@/server/db/db-type";
import { durationEvents } from "@/server/db/schema/analytics";

/** Stores one duration analytics event (POST /api/analytics/duration). */
export async function recordDurationEvent(db: Db, event: DurationEvent): Promise<number> {
  const [row] = await db
    .insert(durationEvents)
    .values({
      event: event.event,
      backendUserId: event.backendUserId ?? null,
      proxyUserId: event.proxyUserId ?? null,
      host: event.host ?? null,
      quizName: event.quizName ?? null,
      userAgent: event.userAgent ?? null,
      country: event.country ?? null,
      project: event.project ?? null,
      exp: event.exp ?? null,
      platforms: event.platforms,
      utm: event.utm as Record<string, string>,
    })
    .returning({ id: durationEvents.id });
  return row!.id;
}
