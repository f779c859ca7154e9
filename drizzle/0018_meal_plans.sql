CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"preferences_version" text NOT NULL,
	"targets" jsonb NOT NULL,
	"fasting" jsonb NOT NULL,
	"days" jsonb NOT NULL,
	"relaxations" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_preferences" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_preferences" ADD CONSTRAINT "plan_preferences_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_user_week_idx" ON "meal_plans" USING btree ("user_uuid","week_start");--> statement-breakpoint
CREATE INDEX "meal_plans_week_idx" ON "meal_plans" USING btree ("week_start");