CREATE TABLE "final_page_config_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "final_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "final_pages_slug_version_unique" UNIQUE("slug","version"),
	CONSTRAINT "final_pages_slug_check" CHECK ("final_pages"."slug" ~ '^[a-z0-9][a-z0-9_-]{0,62}$'),
	CONSTRAINT "final_pages_version_check" CHECK ("final_pages"."version" >= 1),
	CONSTRAINT "final_pages_status_check" CHECK ("final_pages"."status" in ('draft', 'published')),
	CONSTRAINT "final_pages_published_at_check" CHECK (("final_pages"."status" = 'published') = ("final_pages"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "price_package_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"package_ids" jsonb NOT NULL,
	"discount" boolean DEFAULT false NOT NULL,
	"expired_set_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_package_sets_id_check" CHECK ("price_package_sets"."id" ~ '^pp_[a-z0-9][a-z0-9_]{0,62}$'),
	CONSTRAINT "price_package_sets_ids_check" CHECK (jsonb_typeof("price_package_sets"."package_ids") = 'array')
);
--> statement-breakpoint
CREATE INDEX "final_pages_status_slug_idx" ON "final_pages" USING btree ("status","slug","version");