CREATE TABLE "dashboard_daily" (
	"day" date NOT NULL,
	"funnel" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL,
	"experiment" text NOT NULL,
	"grp" text NOT NULL,
	"currency" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"quiz_starts" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"captures" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"upsells" integer DEFAULT 0 NOT NULL,
	"renewals" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"net_minor" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_pk" PRIMARY KEY("day","funnel","locale","country","source","experiment","grp","currency")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily_visitors" (
	"day" date NOT NULL,
	"funnel" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL,
	"experiment" text NOT NULL,
	"grp" text NOT NULL,
	"visitor_id" text NOT NULL,
	CONSTRAINT "dashboard_daily_visitors_pk" PRIMARY KEY("day","funnel","locale","country","source","experiment","grp","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_facts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "dashboard_facts_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "dashboard_funnel_steps" (
	"day" date NOT NULL,
	"funnel" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL,
	"experiment" text NOT NULL,
	"grp" text NOT NULL,
	"step" text NOT NULL,
	"step_number" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_funnel_steps_pk" PRIMARY KEY("day","funnel","locale","country","source","experiment","grp","step")
);
--> statement-breakpoint
CREATE TABLE "dashboard_visitor_dimensions" (
	"visitor_id" text PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_watermarks" (
	"source" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dashboard_daily_experiment_day_idx" ON "dashboard_daily" USING btree ("experiment","day");--> statement-breakpoint
CREATE INDEX "dashboard_daily_visitors_experiment_day_idx" ON "dashboard_daily_visitors" USING btree ("experiment","day");--> statement-breakpoint
CREATE INDEX "dashboard_funnel_steps_funnel_day_idx" ON "dashboard_funnel_steps" USING btree ("funnel","experiment","day");