import { pickClickIds, type Attribution, type ClickIds } from "@/features/attribution/domain/attribution-params";
import { isCrawler } from "@/features/attribution/domain/is-crawler";
import {
  toAnalyticsUserProperties,
  toCampaignUtmParams,
} from "@/features/attribution/domain/user-properties";
import { toUtmPayload, type UtmPayloadInput } from "@/features/attribution/domain/utm-payload";
import type { OrderKind } from "@/features/billing/domain/order-states";
import type { ConsentState } from "@/features/consent/domain/consent-groups";
import type { CurrencyCode } from "@/features/pricing/domain/currencies";
import { purchaseEventId } from "./purchase-event-id";
import { purchaseRevenue } from "./purchase-revenue";

/**
 * What the after-payment effects say, built from the order and the visitor's stored context
 * (docs/purchase-events.md). Pure, so golden cases pin every rule.
 */

/** The part of a stored purchase context the rules read. */
export type ContextFacts = {
  visitorId: string;
  locale: string;
  country: string;
  consent: ConsentState;
  attribution: Record<string, string>;
  pageUrl: string;
  userAgent: string | null;
  clickIds: Record<string, string>;
  quizName: string | null;
};

export type OrderFacts = {
  orderId: string;
  userUuid: string;
  kind: OrderKind;
  packageId: string;
  amountMinor: number;
  currency: CurrencyCode;
};

export type ConversionDecision =
  | { send: true }
  | { send: false; reason: "no-context" | "no-targeting-consent" | "crawler" };

/**
 * A server conversion goes out only when the visitor's stored consent grants the targeting
 * group. That state already follows the consent rules: the visitor's own choice where consent
 * is asked first, else the country's defaults less a Global Privacy Control signal or an
 * opt-out. No stored context means nothing is known, so nothing is sent; crawlers never.
 */
export function conversionDecision(context: ContextFacts | null): ConversionDecision {
  if (!context) return { send: false, reason: "no-context" };
  if (context.consent.targeting !== true) return { send: false, reason: "no-targeting-consent" };
  if (isCrawler(context.userAgent)) return { send: false, reason: "crawler" };
  return { send: true };
}

/** Ad click ids of the context, only with targeting consent (the cookies and the attribution together). */
export function consentedClickIds(context: ContextFacts | null): ClickIds {
  if (!context || context.consent.targeting !== true) return {};
  return { ...pickClickIds(context.attribution as Attribution), ...pickClickIds(context.clickIds as Attribution) };
}

/** The body of the purchase's utm report, from the attribution the visitor's consent let us keep. */
export function utmReportPayload(context: ContextFacts | null, fallbackLocale: string): UtmPayloadInput {
  const attribution = (context?.attribution ?? {}) as Attribution;
  const properties = toAnalyticsUserProperties(toCampaignUtmParams(attribution), context?.attribution ?? {});
  const payload = toUtmPayload(properties);
  const locale = properties.analyticsLocale ?? properties.locale ?? context?.locale ?? fallbackLocale;
  return { ...payload, locale };
}

export type PurchaseAnalyticsEvent = {
  name: "purchase" | "renewal";
  properties: Record<string, unknown>;
  url: string | null;
  clickIds: ClickIds;
};

/** Our own analytics event of a paid order: `purchase` for initial and upsell orders, `renewal` for renewals. */
export function purchaseAnalyticsEvent(order: OrderFacts, context: ContextFacts | null): PurchaseAnalyticsEvent {
  const { revenue, netRevenue } = purchaseRevenue(order.amountMinor, order.currency);
  const clickIds = consentedClickIds(context);
  return {
    name: order.kind === "renewal" ? "renewal" : "purchase",
    properties: {
      event_id: purchaseEventId(order.orderId),
      order_id: order.orderId,
      order_kind: order.kind,
      package_id: order.packageId,
      revenue,
      currency: order.currency,
      net_revenue: netRevenue,
      source: "server",
      ...(context?.quizName ? { quiz_name: context.quizName } : {}),
      ...(context ? { country: context.country, locale: context.locale } : {}),
      ...clickIds,
    },
    url: context?.pageUrl ?? null,
    clickIds,
  };
}

/** The staff notification of a sale: what was sold, for how much, where; never who bought it. */
export function purchaseSlackNotification(
  order: OrderFacts,
  context: ContextFacts | null,
): { title: string; messageText: string } {
  const { revenue, netRevenue } = purchaseRevenue(order.amountMinor, order.currency);
  const title = order.kind === "upsell" ? "New upsell" : order.kind === "renewal" ? "Renewal" : "New purchase";
  const lines = [
    `Package: ${order.packageId}`,
    `Amount: ${revenue} ${order.currency} (net ${netRevenue})`,
    `Country: ${context?.country ?? "unknown"}`,
    `Source: ${context?.attribution.utm_source ?? "none"}`,
    `Order: ${order.orderId}`,
  ];
  return { title, messageText: lines.join("\n") };
}
