CREATE TABLE "support_proxy_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_email" text NOT NULL,
	"customer_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_proxy_sessions" ADD CONSTRAINT "support_proxy_sessions_customer_uuid_users_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_proxy_sessions_token_idx" ON "support_proxy_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "support_proxy_sessions_staff_idx" ON "support_proxy_sessions" USING btree ("staff_id","created_at");