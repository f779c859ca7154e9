CREATE TABLE "price_history" (
	"order_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	CONSTRAINT "price_history_pk" PRIMARY KEY("order_id","package_id"),
	CONSTRAINT "price_history_amount_check" CHECK ("price_history"."amount_minor" >= 0),
	CONSTRAINT "price_history_currency_check" CHECK ("price_history"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "final_reached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_package_id_price_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "price_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_package_idx" ON "price_history" USING btree ("package_id","currency","sold_at");