CREATE TABLE "quiz_funnel_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"funnel_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_funnel_versions" (
	"funnel_name" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_funnel_versions_funnel_name_version_pk" PRIMARY KEY("funnel_name","version")
);
--> statement-breakpoint
CREATE TABLE "quiz_funnels" (
	"name" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"published_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proxy_user_id" text NOT NULL,
	"funnel_name" text NOT NULL,
	"funnel_version" integer,
	"locale" text NOT NULL,
	"layout" text DEFAULT 'standard' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_uuid" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"email_consent" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_funnel_aliases" ADD CONSTRAINT "quiz_funnel_aliases_funnel_name_quiz_funnels_name_fk" FOREIGN KEY ("funnel_name") REFERENCES "quiz_funnels"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_funnel_versions" ADD CONSTRAINT "quiz_funnel_versions_funnel_name_quiz_funnels_name_fk" FOREIGN KEY ("funnel_name") REFERENCES "quiz_funnels"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_visitor_funnel_idx" ON "quiz_sessions" USING btree ("proxy_user_id","funnel_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");