CREATE TABLE "fasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"planned_hours" integer,
	CONSTRAINT "fasts_end_after_start_check" CHECK ("fasts"."ended_at" is null or "fasts"."ended_at" >= "fasts"."started_at")
);
--> statement-breakpoint
CREATE TABLE "water_entries" (
	"user_uuid" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"day" date NOT NULL,
	"delta_ml" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_entries_user_uuid_entry_id_pk" PRIMARY KEY("user_uuid","entry_id")
);
--> statement-breakpoint
CREATE TABLE "weight_entries" (
	"user_uuid" uuid NOT NULL,
	"day" date NOT NULL,
	"weight_g" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_entries_user_uuid_day_pk" PRIMARY KEY("user_uuid","day"),
	CONSTRAINT "weight_entries_weight_check" CHECK ("weight_entries"."weight_g" between 20000 and 350000)
);
--> statement-breakpoint
ALTER TABLE "fasts" ADD CONSTRAINT "fasts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "water_entries" ADD CONSTRAINT "water_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_entries" ADD CONSTRAINT "weight_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fasts_one_open_idx" ON "fasts" USING btree ("user_uuid") WHERE "fasts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "fasts_user_started_idx" ON "fasts" USING btree ("user_uuid","started_at");--> statement-breakpoint
CREATE INDEX "water_entries_user_day_idx" ON "water_entries" USING btree ("user_uuid","day");