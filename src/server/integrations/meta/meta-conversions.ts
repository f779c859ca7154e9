import "server-only";
import { createHash } from "node:crypto";
import {
  metaClickId,
  normalizeEmail,
  type ConversionEvent,
  type ConversionResult,
  type ConversionSender,
} from "@/features/analytics/domain/conversion";

export type MetaConversionsConfig = {
  /** The pixel (dataset) id. */
  pixelId: string;
  accessToken: string;
  /** https://graph.facebook.com, or a stand-in in tests. */
  baseUrl: string;
  apiVersion: string;
  testEventCode?: string;
};

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The Conversions API body for one event (event_id shared with the browser pixel's eventID). */
export function toMetaEvent(event: ConversionEvent) {
  const fbc = metaClickId(event.clickIds);
  return {
    event_name: event.name,
    event_time: Math.floor(event.eventTimeMs / 1000),
    event_id: event.eventId,
    action_source: "website",
    ...(event.sourceUrl ? { event_source_url: event.sourceUrl } : {}),
    user_data: {
      ...(event.user.email ? { em: [sha256(normalizeEmail(event.user.email))] } : {}),
      ...(event.user.externalId ? { external_id: [sha256(event.user.externalId)] } : {}),
      ...(event.user.ip ? { client_ip_address: event.user.ip } : {}),
      ...(event.user.userAgent ? { client_user_agent: event.user.userAgent } : {}),
      ...(fbc ? { fbc } : {}),
      ...(event.clickIds._fbp ? { fbp: event.clickIds._fbp } : {}),
    },
    custom_data: {
      ...(event.currency ? { currency: event.currency.toUpperCase() } : {}),
      ...(event.value !== undefined ? { value: event.value } : {}),
      ...(event.orderId ? { order_id: event.orderId } : {}),
    },
  };
}

/** Meta Conversions API: POST {base}/{version}/{pixelId}/events. */
export function createMetaConversionSender(config: MetaConversionsConfig, fetchImpl: typeof fetch = fetch): ConversionSender {
  return {
    name: "meta",
    async send(event): Promise<ConversionResult> {
      const url = `${config.baseUrl.replace(/\/+$/, "")}/${config.apiVersion}/${encodeURIComponent(config.pixelId)}/events`;
      const body = {
        data: [toMetaEvent(event)],
        access_token: config.accessToken,
        ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
      };
      try {
        const response = await fetchImpl(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return { sender: "meta", ok: true, status: response.status };
        return { sender: "meta", ok: false, status: response.status, error: (await response.text()).slice(0, 300) };
      } catch (error) {
        return { sender: "meta", ok: false, error: String(error) };
      }
    },
  };
}
