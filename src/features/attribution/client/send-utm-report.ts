import type { ApiClient } from "@/features/site-auth/api-client/call-api";
import { toUtmPayload } from "@/features/attribution/domain/utm-payload";
import {
  parseStoredUserProperties,
  readUserProperties,
  toAnalyticsUserProperties,
  userPropertiesStorageKey,
  type AnalyticsUserProperties,
} from "@/features/attribution/domain/user-properties";
import type { BrowserContext } from "./browser-context";

/** The analytics user-property set from the stored userProperties (expired parts count as absent). */
export function storedAnalyticsUserProperties(ctx: Pick<BrowserContext, "storage" | "now">): AnalyticsUserProperties {
  let json: string | null = null;
  try {
    json = ctx.storage?.getItem(userPropertiesStorageKey) ?? null;
  } catch {
    json = null;
  }
  const stored = readUserProperties(parseStoredUserProperties(json), ctx.now());
  return toAnalyticsUserProperties(stored.campaignUTMParams ?? {}, stored.campaignRawParams ?? {});
}

/**
 * POST /v4.0/utm/{userUuid}/{event} with the visitor's campaign (sent on purchase; the
 * event segment is left out for a purchase, the server's default).
 */
export function sendUtmReport(
  api: ApiClient,
  userUuid: string,
  props: AnalyticsUserProperties,
  event?: string,
): Promise<unknown> {
  const path = `/v4.0/utm/${encodeURIComponent(userUuid)}${event && event !== "purchase" ? `/${encodeURIComponent(event)}` : ""}`;
  return api.post(path, toUtmPayload(props));
}
