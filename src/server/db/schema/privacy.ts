import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { providerNames } from "@/features/billing/domain/provider-event";
import { customers } from "./billing";

export const providerDeletionStatuses = ["pending", "done", "failed"] as const;
export type ProviderDeletionStatus = (typeof providerDeletionStatuses)[number];

/**
 * An erased customer's record at a payment provider, to be deleted there (docs/privacy.md,
 * "The payment provider"). Written in the erasure's transaction; the
 * `privacy.delete-provider-customers` job asks the provider and marks it `done`, or `failed`
 * (tried again while attempts are left). Holds only the provider's own customer id.
 */
export const privacyProviderDeletions = pgTable(
  "privacy_provider_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerRowId: uuid("customer_row_id")
      .notNull()
      .references(() => customers.id),
    provider: text("provider", { enum: providerNames }).notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    status: text("status", { enum: providerDeletionStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** The provider's error code of the last failed try (never its message). */
    lastError: text("last_error"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("privacy_provider_deletions_customer_idx").on(t.provider, t.providerCustomerId),
    index("privacy_provider_deletions_status_idx").on(t.status),
    check(
      "privacy_provider_deletions_status_check",
      sql`${t.status} in ('pending', 'done', 'failed')`,
    ),
  ],
);
