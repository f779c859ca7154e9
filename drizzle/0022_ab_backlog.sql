CREATE TABLE "ab_hypotheses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"change" text DEFAULT '' NOT NULL,
	"expected_effect" text DEFAULT '' NOT NULL,
	"metric" text DEFAULT '' NOT NULL,
	"impact" integer NOT NULL,
	"confidence" integer NOT NULL,
	"ease" integer NOT NULL,
	"score" integer NOT NULL,
	"status" text DEFAULT 'idea' NOT NULL,
	"outcome" text,
	"learning" text,
	"owner_email" text NOT NULL,
	"split_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ab_hypotheses_status" CHECK ("ab_hypotheses"."status" in ('idea', 'ready', 'running', 'concluded')),
	CONSTRAINT "ab_hypotheses_outcome" CHECK ("ab_hypotheses"."outcome" is null or "ab_hypotheses"."outcome" in ('won', 'lost', 'inconclusive')),
	CONSTRAINT "ab_hypotheses_ice" CHECK ("ab_hypotheses"."impact" between 1 and 10 and "ab_hypotheses"."confidence" between 1 and 10 and "ab_hypotheses"."ease" between 1 and 10),
	CONSTRAINT "ab_hypotheses_concluded" CHECK ("ab_hypotheses"."status" <> 'concluded' or "ab_hypotheses"."outcome" is not null)
);
--> statement-breakpoint
CREATE INDEX "ab_hypotheses_score" ON "ab_hypotheses" USING btree ("score");