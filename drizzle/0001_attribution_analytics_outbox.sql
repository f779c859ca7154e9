CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"properties" jsonb NOT NULL,
	"url" text,
	"click_ids" jsonb NOT NULL,
	"experiment_groups" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duration_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"backend_user_id" text,
	"proxy_user_id" text,
	"host" text,
	"quiz_name" text,
	"user_agent" text,
	"country" text,
	"project" text,
	"exp" jsonb,
	"platforms" jsonb NOT NULL,
	"utm" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribution_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"event" text NOT NULL,
	"token_uuid" text,
	"ad_name" text,
	"asn" text,
	"camp_id" text,
	"camp_name" text,
	"locale" text NOT NULL,
	"placement" text,
	"site_source" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_medium" text,
	"utm_source" text,
	"utm_term" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slack_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message_text" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_buckets_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","occurred_at");--> statement-breakpoint
CREATE INDEX "duration_events_event_idx" ON "duration_events" USING btree ("event","received_at");--> statement-breakpoint
CREATE INDEX "attribution_records_user_idx" ON "attribution_records" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "slack_outbox_created_idx" ON "slack_outbox" USING btree ("created_at");