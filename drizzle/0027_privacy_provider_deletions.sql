CREATE TABLE "privacy_provider_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_row_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "privacy_provider_deletions_status_check" CHECK ("privacy_provider_deletions"."status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "privacy_provider_deletions" ADD CONSTRAINT "privacy_provider_deletions_customer_row_id_customers_id_fk" FOREIGN KEY ("customer_row_id") REFERENCES "customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_provider_deletions_customer_idx" ON "privacy_provider_deletions" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE INDEX "privacy_provider_deletions_status_idx" ON "privacy_provider_deletions" USING btree ("status");