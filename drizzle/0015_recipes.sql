CREATE TABLE "recipes" (
	"id" text PRIMARY KEY NOT NULL,
	"meal_types" text[] NOT NULL,
	"diets" text[] NOT NULL,
	"allergens" text[] NOT NULL,
	"foods" text[] NOT NULL,
	"time_minutes" integer NOT NULL,
	"tags" text[] NOT NULL,
	"ingredients" jsonb NOT NULL,
	"per_portion" jsonb NOT NULL,
	"copy" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_time_minutes_check" CHECK ("recipes"."time_minutes" > 0)
);
--> statement-breakpoint
CREATE INDEX "recipes_diets_idx" ON "recipes" USING gin ("diets");