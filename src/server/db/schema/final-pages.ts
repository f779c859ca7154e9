import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { FinalPageContent } from "@/features/final-page/domain/final-page";

/**
 * Final pages and the package sets they offer (docs/final-page.md, "Storage"). A page is a
 * versioned block list; the site shows each slug's latest published version.
 */
export const finalPages = pgTable(
  "final_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    version: integer("version").notNull(),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    /** The page content: blocks and the simpler variant's block types (checked on read). */
    blocks: jsonb("blocks").$type<FinalPageContent>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    unique("final_pages_slug_version_unique").on(t.slug, t.version),
    index("final_pages_status_slug_idx").on(t.status, t.slug, t.version),
    check("final_pages_slug_check", sql`${t.slug} ~ '^[a-z0-9][a-z0-9_-]{0,62}$'`),
    check("final_pages_version_check", sql`${t.version} >= 1`),
    check("final_pages_status_check", sql`${t.status} in ('draft', 'published')`),
    check(
      "final_pages_published_at_check",
      sql`(${t.status} = 'published') = (${t.publishedAt} is not null)`,
    ),
  ],
);

/** The packages a final page offers, named by the `price_package` instruction. */
export const pricePackageSets = pgTable(
  "price_package_sets",
  {
    /** `pp_…`, as the instruction names it. */
    id: text("id").primaryKey(),
    /** Price package ids in display order. */
    packageIds: jsonb("package_ids").$type<string[]>().notNull(),
    discount: boolean("discount").notNull().default(false),
    /** The set offered once a `regular_set` countdown ended. */
    expiredSetId: text("expired_set_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_package_sets_id_check", sql`${t.id} ~ '^pp_[a-z0-9][a-z0-9_]{0,62}$'`),
    check("price_package_sets_ids_check", sql`jsonb_typeof(${t.packageIds}) = 'array'`),
  ],
);

/** One row whose version goes up with every change to the tables above (cache refresh). */
export const finalPageConfigVersion = pgTable("final_page_config_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
