import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./quiz";

/**
 * The customer's trackers (docs/trackers.md): water, weight and fasts. Days are the person's
 * local calendar days as the browser names them; instants are UTC.
 */

/** One + or − of water; the browser's id per tap makes a repeated send change nothing. */
export const waterEntries = pgTable(
  "water_entries",
  {
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Signed change in ml, as applied (a − on an empty day is stored as 0). */
    deltaMl: integer("delta_ml").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.entryId] }), index("water_entries_user_day_idx").on(t.userUuid, t.day)],
);

/** One weight per person and day; saving again the same day corrects it. */
export const weightEntries = pgTable(
  "weight_entries",
  {
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** Grams (kg to one decimal × 1000). */
    weightG: integer("weight_g").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userUuid, t.day] }),
    check("weight_entries_weight_check", sql`${t.weightG} between 20000 and 350000`),
  ],
);

/** Logged fasts; at most one open (not ended) fast per person. */
export const fasts = pgTable(
  "fasts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userUuid: uuid("user_uuid")
      .notNull()
      .references(() => users.uuid, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The schedule's fast length when the fast began. */
    plannedHours: integer("planned_hours"),
  },
  (t) => [
    uniqueIndex("fasts_one_open_idx").on(t.userUuid).where(sql`${t.endedAt} is null`),
    index("fasts_user_started_idx").on(t.userUuid, t.startedAt),
    check("fasts_end_after_start_check", sql`${t.endedAt} is null or ${t.endedAt} >= ${t.startedAt}`),
  ],
);
