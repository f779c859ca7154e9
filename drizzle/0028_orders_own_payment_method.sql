ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "attempt_owner" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'trialing', 'active', 'past_due', 'paused', 'canceled', 'expired'));