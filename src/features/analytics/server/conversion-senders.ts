import "server-only";
import { getEnv, publicEnv } from "@/env";
import type { ConversionSender } from "@/features/analytics/domain/conversion";
import { createGoogleAdsConversionSender } from "@/server/integrations/google-ads/google-ads-conversions";
import { createGoogleAccessTokens } from "@/server/integrations/google-ads/google-oauth";
import { createMetaConversionSender } from "@/server/integrations/meta/meta-conversions";
import { createTikTokEventSender } from "@/server/integrations/tiktok/tiktok-events";

export type ConversionIds = { metaPixelId?: string; tiktokPixelId?: string };

/** The senders whose credentials are configured; none without credentials. */
export function conversionSendersFromEnv(
  ids: ConversionIds = { metaPixelId: publicEnv.metaPixelId, tiktokPixelId: publicEnv.tiktokPixelId },
  fetchImpl: typeof fetch = fetch,
): ConversionSender[] {
  const env = getEnv();
  const senders: ConversionSender[] = [];
  if (ids.metaPixelId && env.META_CAPI_ACCESS_TOKEN) {
    senders.push(
      createMetaConversionSender(
        {
          pixelId: ids.metaPixelId,
          accessToken: env.META_CAPI_ACCESS_TOKEN,
          baseUrl: env.META_CAPI_BASE_URL,
          apiVersion: env.META_CAPI_API_VERSION,
          testEventCode: env.META_CAPI_TEST_EVENT_CODE,
        },
        fetchImpl,
      ),
    );
  }
  if (ids.tiktokPixelId && env.TIKTOK_EVENTS_ACCESS_TOKEN) {
    senders.push(
      createTikTokEventSender(
        { pixelCode: ids.tiktokPixelId, accessToken: env.TIKTOK_EVENTS_ACCESS_TOKEN, baseUrl: env.TIKTOK_EVENTS_BASE_URL },
        fetchImpl,
      ),
    );
  }
  if (env.GOOGLE_ADS_DEVELOPER_TOKEN && env.GOOGLE_ADS_CUSTOMER_ID && env.GOOGLE_ADS_CLIENT_ID && env.GOOGLE_ADS_CLIENT_SECRET && env.GOOGLE_ADS_REFRESH_TOKEN) {
    senders.push(
      createGoogleAdsConversionSender(
        {
          baseUrl: env.GOOGLE_ADS_API_BASE_URL,
          apiVersion: env.GOOGLE_ADS_API_VERSION,
          developerToken: env.GOOGLE_ADS_DEVELOPER_TOKEN,
          customerId: env.GOOGLE_ADS_CUSTOMER_ID,
          loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
          actionIds: { Purchase: env.GOOGLE_ADS_PURCHASE_ACTION_ID, Lead: env.GOOGLE_ADS_LEAD_ACTION_ID },
          accessToken: createGoogleAccessTokens(
            {
              tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
              clientId: env.GOOGLE_ADS_CLIENT_ID,
              clientSecret: env.GOOGLE_ADS_CLIENT_SECRET,
              refreshToken: env.GOOGLE_ADS_REFRESH_TOKEN,
            },
            fetchImpl,
          ),
        },
        fetchImpl,
      ),
    );
  }
  return senders;
}
