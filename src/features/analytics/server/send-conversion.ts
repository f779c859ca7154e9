import "server-only";
import { randomUUID } from "node:crypto";
import type { ConversionEvent, ConversionResult, ConversionSender } from "@/features/analytics/domain/conversion";
import { logger } from "@/server/log/logger";
import { conversionSendersFromEnv } from "./conversion-senders";

export type ConversionInput = Omit<ConversionEvent, "eventId"> & { eventId?: string };

export type ConversionOutcome = {
  /** The id to give the browser pixels so each platform counts the conversion once. */
  eventId: string;
  sent: boolean;
  reason?: "no-targeting-consent" | "crawler" | "no-senders";
  results: ConversionResult[];
};

/** A new shared event id for a conversion (browser pixel eventID = server event_id). */
export function newConversionEventId(): string {
  return randomUUID();
}

/**
 * Sends a Purchase or Lead to every configured ad platform (Meta, TikTok, Google Ads) with
 * one shared event id, only for visitors who granted the targeting group and never for
 * crawlers. Failures are logged and returned, never thrown.
 */
export async function sendConversion(
  input: ConversionInput,
  options: { targetingGranted: boolean; isCrawler?: boolean; senders?: ConversionSender[] },
): Promise<ConversionOutcome> {
  const eventId = input.eventId ?? newConversionEventId();
  if (!options.targetingGranted) return { eventId, sent: false, reason: "no-targeting-consent", results: [] };
  if (options.isCrawler) return { eventId, sent: false, reason: "crawler", results: [] };
  const senders = options.senders ?? conversionSendersFromEnv();
  if (senders.length === 0) return { eventId, sent: false, reason: "no-senders", results: [] };

  const event: ConversionEvent = { ...input, eventId };
  const results = await Promise.all(senders.map((sender) => sender.send(event)));
  for (const result of results) {
    if (!result.ok && "error" in result) logger.warn("conversion not accepted", { eventId, name: input.name, ...result });
  }
  return { eventId, sent: results.some((r) => r.ok), results };
}
