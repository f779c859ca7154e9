import "server-only";
import { createHash } from "node:crypto";
import {
  normalizeEmail,
  type ConversionEvent,
  type ConversionName,
  type ConversionResult,
  type ConversionSender,
} from "@/features/analytics/domain/conversion";

export type GoogleAdsConfig = {
  /** https://googleads.googleapis.com, or a stand-in in tests. */
  baseUrl: string;
  apiVersion: string;
  developerToken: string;
  customerId: string;
  loginCustomerId?: string;
  /** Conversion action id per conversion; a conversion without one is skipped. */
  actionIds: Partial<Record<ConversionName, string>>;
  accessToken: () => Promise<string>;
};

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** `yyyy-mm-dd hh:mm:ss+00:00`, the date-time format of the Google Ads API. */
export function googleAdsDateTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace("T", " ")}+00:00`;
}

/** One click conversion; only one of gclid, gbraid, wbraid is allowed. The order id dedups. */
export function toGoogleAdsConversion(event: ConversionEvent, customerId: string, actionId: string) {
  const { gclid, gbraid, wbraid } = event.clickIds;
  const clickId = gclid ? { gclid } : gbraid ? { gbraid } : wbraid ? { wbraid } : {};
  return {
    conversionAction: `customers/${customerId}/conversionActions/${actionId}`,
    conversionDateTime: googleAdsDateTime(event.eventTimeMs),
    ...(event.value !== undefined ? { conversionValue: event.value } : {}),
    ...(event.currency ? { currencyCode: event.currency.toUpperCase() } : {}),
    orderId: event.orderId ?? event.eventId,
    ...clickId,
    ...(event.user.email ? { userIdentifiers: [{ hashedEmail: sha256(normalizeEmail(event.user.email)) }] } : {}),
    consent: { adUserData: "GRANTED", adPersonalization: "GRANTED" },
  };
}

/** Google Ads enhanced conversions: POST customers/{id}:uploadClickConversions (partial failure on). */
export function createGoogleAdsConversionSender(config: GoogleAdsConfig, fetchImpl: typeof fetch = fetch): ConversionSender {
  return {
    name: "google-ads",
    async send(event): Promise<ConversionResult> {
      const actionId = config.actionIds[event.name];
      if (!actionId) return { sender: "google-ads", ok: false, skipped: `no conversion action for ${event.name}` };
      const { gclid, gbraid, wbraid } = event.clickIds;
      if (!gclid && !gbraid && !wbraid && !event.user.email) {
        return { sender: "google-ads", ok: false, skipped: "no click id or e-mail to match" };
      }
      try {
        const headers: Record<string, string> = {
          "Content-Type": "application/json",
          Authorization: `Bearer ${await config.accessToken()}`,
          "developer-token": config.developerToken,
        };
        if (config.loginCustomerId) headers["login-customer-id"] = config.loginCustomerId;
        const base = config.baseUrl.replace(/\/+$/, "");
        const response = await fetchImpl(`${base}/${config.apiVersion}/customers/${config.customerId}:uploadClickConversions`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            conversions: [toGoogleAdsConversion(event, config.customerId, actionId)],
            partialFailure: true,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        const partialFailure = response.ok && /"partialFailureError"\s*:\s*\{/.test(text);
        if (response.ok && !partialFailure) return { sender: "google-ads", ok: true, status: response.status };
        return { sender: "google-ads", ok: false, status: response.status, error: text.slice(0, 300) };
      } catch (error) {
        return { sender: "google-ads", ok: false, error: String(error) };
      }
    },
  };
}
