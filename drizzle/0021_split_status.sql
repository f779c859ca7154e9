ALTER TABLE "page_split_groups" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "split_configs" ADD COLUMN "status" text DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_split_groups" ADD CONSTRAINT "page_split_groups_status" CHECK ("page_split_groups"."status" in ('draft', 'running', 'stopped'));--> statement-breakpoint
ALTER TABLE "split_configs" ADD CONSTRAINT "split_configs_status" CHECK ("split_configs"."status" in ('draft', 'running', 'stopped'));