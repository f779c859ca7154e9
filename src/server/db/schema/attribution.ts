import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** One attribution report per user and event (POST /v4.0/utm/{userUuid}/{event}). */
export const attributionRecords = pgTable(
  "attribution_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userUuid: uuid("user_uuid").notNull(),
    event: text("event").notNull(),
    /** The uuid claim of the site token that sent the report. */
    tokenUuid: text("token_uuid"),
    adName: text("ad_name"),
    asn: text("asn"),
    campId: text("camp_id"),
    campName: text("camp_name"),
    locale: text("locale").notNull(),
    placement: text("placement"),
    siteSource: text("site_source"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmMedium: text("utm_medium"),
    utmSource: text("utm_source"),
    utmTerm: text("utm_term"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("attribution_records_user_idx").on(t.userUuid, t.createdAt)],
);
