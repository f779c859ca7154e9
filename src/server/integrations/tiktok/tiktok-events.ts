import "server-only";
import { createHash } from "node:crypto";
import {
  normalizeEmail,
  type ConversionEvent,
  type ConversionName,
  type ConversionResult,
  type ConversionSender,
} from "@/features/analytics/domain/conversion";

export type TikTokEventsConfig = {
  pixelCode: string;
  accessToken: string;
  /** https://business-api.tiktok.com, or a stand-in in tests. */
  baseUrl: string;
};

/** TikTok's standard event names; the browser pixel tracks the same names. */
export const tiktokEventNames: Record<ConversionName, string> = { Purchase: "CompletePayment", Lead: "SubmitForm" };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function toTikTokEvent(event: ConversionEvent) {
  return {
    event: tiktokEventNames[event.name],
    event_time: Math.floor(event.eventTimeMs / 1000),
    event_id: event.eventId,
    user: {
      ...(event.user.email ? { email: sha256(normalizeEmail(event.user.email)) } : {}),
      ...(event.user.externalId ? { external_id: sha256(event.user.externalId) } : {}),
      ...(event.clickIds.ttclid ? { ttclid: event.clickIds.ttclid } : {}),
      ...(event.user.ip ? { ip: event.user.ip } : {}),
      ...(event.user.userAgent ? { user_agent: event.user.userAgent } : {}),
    },
    ...(event.sourceUrl ? { page: { url: event.sourceUrl } } : {}),
    properties: {
      ...(event.currency ? { currency: event.currency.toUpperCase() } : {}),
      ...(event.value !== undefined ? { value: event.value } : {}),
      ...(event.orderId ? { order_id: event.orderId } : {}),
    },
  };
}

/** TikTok Events API 2.0: POST {base}/open_api/v1.3/event/track/ (answer code 0 = accepted). */
export function createTikTokEventSender(config: TikTokEventsConfig, fetchImpl: typeof fetch = fetch): ConversionSender {
  return {
    name: "tiktok",
    async send(event): Promise<ConversionResult> {
      try {
        const response = await fetchImpl(`${config.baseUrl.replace(/\/+$/, "")}/open_api/v1.3/event/track/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Access-Token": config.accessToken },
          body: JSON.stringify({ event_source: "web", event_source_id: config.pixelCode, data: [toTikTokEvent(event)] }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        const code = safeCode(text);
        if (response.ok && code === 0) return { sender: "tiktok", ok: true, status: response.status };
        return { sender: "tiktok", ok: false, status: response.status, error: text.slice(0, 300) };
      } catch (error) {
        return { sender: "tiktok", ok: false, error: String(error) };
      }
    },
  };
}

function safeCode(text: string): number | undefined {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code;
    return typeof code === "number" ? code : undefined;
  } catch {
    return undefined;
  }
}
