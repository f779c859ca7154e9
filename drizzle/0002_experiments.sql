CREATE TABLE "experiment_config_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_split_groups" (
	"name" text PRIMARY KEY NOT NULL,
	"paths" jsonb NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"coverage" double precision NOT NULL,
	"options" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"run_condition" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirect_configs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"position" integer NOT NULL,
	"quiz_url" text NOT NULL,
	"for_elder_user" boolean,
	"gender" text,
	"tm1" text,
	"tm2" text,
	CONSTRAINT "redirect_rules_config_position" UNIQUE("config_id","position"),
	CONSTRAINT "redirect_rules_gender" CHECK ("redirect_rules"."gender" is null or "redirect_rules"."gender" in ('MALE', 'FEMALE'))
);
--> statement-breakpoint
CREATE TABLE "split_config_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"position" integer NOT NULL,
	"percent" double precision NOT NULL,
	"instruction_condition" text DEFAULT '' NOT NULL,
	CONSTRAINT "split_config_groups_config_position" UNIQUE("config_id","position")
);
--> statement-breakpoint
CREATE TABLE "split_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"step" text NOT NULL,
	"run_condition" text DEFAULT '' NOT NULL,
	"participant_percentage" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_configs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "split_exposures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"split_name" text NOT NULL,
	"step" text NOT NULL,
	"group_key" text NOT NULL,
	"instructions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_exposures_visitor_split" UNIQUE("visitor_id","split_name")
);
--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD CONSTRAINT "redirect_rules_config_id_redirect_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "redirect_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_config_groups" ADD CONSTRAINT "split_config_groups_config_id_split_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "split_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_exposures_split_group" ON "split_exposures" USING btree ("split_name","group_key");