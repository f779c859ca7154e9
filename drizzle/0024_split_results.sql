CREATE TABLE "split_result_daily" (
	"split_name" text NOT NULL,
	"group_key" text NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"buyers" integer DEFAULT 0 NOT NULL,
	"upsell_takers" integer DEFAULT 0 NOT NULL,
	"refunded_buyers" integer DEFAULT 0 NOT NULL,
	"other_currency_buyers" integer DEFAULT 0 NOT NULL,
	"revenue_visitors" integer DEFAULT 0 NOT NULL,
	"net_sum" bigint DEFAULT 0 NOT NULL,
	"net_sum_of_squares" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "split_result_daily_pk" PRIMARY KEY("split_name","group_key","day")
);
--> statement-breakpoint
CREATE TABLE "split_result_settings" (
	"split_name" text PRIMARY KEY NOT NULL,
	"minimum_effect" double precision NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_result_settings_effect" CHECK ("split_result_settings"."minimum_effect" > 0 and "split_result_settings"."minimum_effect" <= 10)
);
--> statement-breakpoint
CREATE TABLE "split_result_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_exposure_id" bigint DEFAULT 0 NOT NULL,
	"orders_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "split_result_visitors" (
	"split_name" text NOT NULL,
	"visitor_id" text NOT NULL,
	"group_key" text NOT NULL,
	"exposed_day" date NOT NULL,
	"purchase_day" date,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"upsell_taken" boolean DEFAULT false NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"other_currency" boolean DEFAULT false NOT NULL,
	CONSTRAINT "split_result_visitors_pk" PRIMARY KEY("split_name","visitor_id")
);
--> statement-breakpoint
CREATE INDEX "split_result_visitors_visitor_idx" ON "split_result_visitors" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "split_result_visitors_revenue_idx" ON "split_result_visitors" USING btree ("split_name","net_minor") WHERE "split_result_visitors"."net_minor" <> 0;