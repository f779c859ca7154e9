import "server-only";
import { pickClickIds, type Attribution } from "@/features/attribution/domain/attribution-params";
import { isCrawler } from "@/features/attribution/domain/is-crawler";
import { isVisitorId } from "@/features/attribution/domain/visitor-id";
import { eventBatchSchema } from "@/features/analytics/domain/analytics-event-schema";
import type { Db } from "@/server/db/db-type";
import type { z } from "zod";
import { ingestEvents } from "./ingest-events";

export type BatchOutcome =
  | { status: "stored"; count: number }
  | { status: "ignored"; reason: "crawler" | "analytics-disabled" }
  | { status: "invalid"; error: z.ZodError }
  | { status: "no-visitor" };

/**
 * POST /api/events: crawlers and visitors with disable_analytics=true are never counted;
 * otherwise the batch is validated and stored under the proxy_user_id cookie.
 */
export async function acceptEventBatch(
  db: Db,
  input: {
    body: unknown;
    cookies: Record<string, string>;
    userAgent: string | null;
    nowMs: number;
    /** The visitor's test groups from their assignment cookies, for events sent without them. */
    experimentGroups?: (pageUrl: string | undefined) => Promise<Record<string, string>>;
    /** The visitor's country as the server resolves it (docs/analytics.md, "Country"). */
    country?: () => Promise<string>;
  },
): Promise<BatchOutcome> {
  if (isCrawler(input.userAgent)) return { status: "ignored", reason: "crawler" };
  if (input.cookies.disable_analytics === "true") return { status: "ignored", reason: "analytics-disabled" };
  const parsed = eventBatchSchema.safeParse(input.body);
  if (!parsed.success) return { status: "invalid", error: parsed.error };
  const visitorId = input.cookies.proxy_user_id;
  if (!isVisitorId(visitorId)) return { status: "no-visitor" };
  // Prerendered pages do not know the visitor's test groups; the server adds them from the
  // same assignment cookies the proxy reads (docs/analytics.md).
  const needsGroups = parsed.data.events.find((event) => Object.keys(event.experimentGroups).length === 0);
  const groups = needsGroups && input.experimentGroups ? await input.experimentGroups(needsGroups.url ?? undefined) : {};
  // Events carry the visitor's country as the server resolves it, unless they name one.
  const country = input.country && parsed.data.events.some((event) => typeof event.properties.country !== "string") ? await input.country() : null;
  const count = await ingestEvents(db, {
    visitorId,
    events: parsed.data.events.map((event) => {
      const withGroups = Object.keys(event.experimentGroups).length === 0 ? { ...event, experimentGroups: groups } : event;
      return country && typeof event.properties.country !== "string" ? { ...withGroups, properties: { ...withGroups.properties, country } } : withGroups;
    }),
    cookieClickIds: pickClickIds(input.cookies as Attribution),
    nowMs: input.nowMs,
  });
  return { status: "stored", count };
}

/** The read-back is for development and browser tests unless ANALYTICS_READBACK says otherwise. */
export function isReadbackEnabled(env: { ANALYTICS_READBACK?: "true" | "false"; NODE_ENV: string }): boolean {
  return env.ANALYTICS_READBACK ? env.ANALYTICS_READBACK === "true" : env.NODE_ENV !== "production";
}
