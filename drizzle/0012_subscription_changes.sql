CREATE TABLE "subscription_change_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_change_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"step" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"offer" jsonb,
	"outcome" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_change_events_step_check" CHECK (step in ('reason_given', 'offer_accepted', 'offer_declined', 'cancel_confirmed')),
	CONSTRAINT "subscription_change_events_outcome_check" CHECK (outcome in ('offer_shown', 'no_offer', 'paused', 'discounted', 'declined', 'cancel_scheduled', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "subscription_retention_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pause_months" integer,
	"resumes_at" timestamp with time zone,
	"percent_off" integer,
	"renewals" integer,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_retention_offers_kind_check" CHECK (kind in ('pause', 'discount')),
	CONSTRAINT "subscription_retention_offers_shape_check" CHECK ((kind = 'pause' and pause_months between 1 and 3 and resumes_at is not null)
        or (kind = 'discount' and percent_off between 1 and 100 and renewals > 0))
);
--> statement-breakpoint
ALTER TABLE "sandbox_pay_subscriptions" ADD COLUMN "resumes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_pay_subscriptions" ADD COLUMN "discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_pay_subscriptions" ADD COLUMN "discount_renewals_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_change_events" ADD CONSTRAINT "subscription_change_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_change_events" ADD CONSTRAINT "subscription_change_events_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_retention_offers" ADD CONSTRAINT "subscription_retention_offers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_change_events_step_idx" ON "subscription_change_events" USING btree ("flow_id","step");--> statement-breakpoint
CREATE INDEX "subscription_change_events_subscription_idx" ON "subscription_change_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_retention_offers_subscription_idx" ON "subscription_retention_offers" USING btree ("subscription_id");