CREATE TABLE "dashboard_visitor_counts" (
	"day" date NOT NULL,
	"funnel" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL,
	"experiment" text NOT NULL,
	"grp" text NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_visitor_counts_pk" PRIMARY KEY("day","funnel","locale","country","source","experiment","grp")
);
--> statement-breakpoint
ALTER TABLE "dashboard_daily" DROP COLUMN "visitors";