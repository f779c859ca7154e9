CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_items_pk" PRIMARY KEY("order_id","package_id"),
	CONSTRAINT "order_items_amount_check" CHECK ("order_items"."amount_minor" >= 0),
	CONSTRAINT "order_items_currency_check" CHECK ("order_items"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "upsell_bundles" (
	"package_id" text PRIMARY KEY NOT NULL,
	"included_package_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_chains" (
	"initial_order_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_steps" (
	"initial_order_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"status" text NOT NULL,
	"package_ids" jsonb,
	"order_ids" jsonb,
	"failure_code" text,
	"shown_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upsell_steps_pk" PRIMARY KEY("initial_order_id","step"),
	CONSTRAINT "upsell_steps_step_check" CHECK ("upsell_steps"."step" between 1 and 3),
	CONSTRAINT "upsell_steps_status_check" CHECK ("upsell_steps"."status" in ('shown', 'accepting', 'accepted', 'declined', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_package_id_price_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "price_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_bundles" ADD CONSTRAINT "upsell_bundles_package_id_price_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "price_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_chains" ADD CONSTRAINT "upsell_chains_initial_order_id_orders_id_fk" FOREIGN KEY ("initial_order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_steps" ADD CONSTRAINT "upsell_steps_initial_order_id_upsell_chains_initial_order_id_fk" FOREIGN KEY ("initial_order_id") REFERENCES "upsell_chains"("initial_order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_package_idx" ON "order_items" USING btree ("package_id");