DROP INDEX "quiz_sessions_visitor_funnel_idx";--> statement-breakpoint
ALTER TABLE "quiz_sessions" ALTER COLUMN "proxy_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "session_token_hash" text;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "unverified_email" text;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "email_consent" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_token_funnel_idx" ON "quiz_sessions" USING btree ("session_token_hash","funnel_name");--> statement-breakpoint
CREATE INDEX "quiz_sessions_visitor_idx" ON "quiz_sessions" USING btree ("proxy_user_id");