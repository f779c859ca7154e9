CREATE TABLE "purchase_contexts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"visitor_id" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"consent" jsonb NOT NULL,
	"attribution" jsonb NOT NULL,
	"page_url" text NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"click_ids" jsonb NOT NULL,
	"quiz_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_effects" (
	"order_id" uuid NOT NULL,
	"effect" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_token" uuid,
	"lease_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_effects_pk" PRIMARY KEY("order_id","effect"),
	CONSTRAINT "purchase_effects_status_check" CHECK ("purchase_effects"."status" in ('pending', 'running', 'done', 'skipped', 'failed', 'gave_up')),
	CONSTRAINT "purchase_effects_attempts_check" CHECK ("purchase_effects"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_contexts" ADD CONSTRAINT "purchase_contexts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_effects" ADD CONSTRAINT "purchase_effects_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_effects_due_idx" ON "purchase_effects" USING btree ("status","next_attempt_at");