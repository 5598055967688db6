CREATE TABLE "comparison_boards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weld_matching_rules" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"base_metal" text NOT NULL,
	"base_metal_family" text NOT NULL,
	"process" text NOT NULL,
	"recommended" text NOT NULL,
	"alternatives" text DEFAULT '' NOT NULL,
	"avoid" text DEFAULT '' NOT NULL,
	"source_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" varchar(8) NOT NULL,
	"notes" text
);
--> statement-breakpoint
ALTER TABLE "comparison_boards" ADD CONSTRAINT "comparison_boards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weld_matching_rules_family_idx" ON "weld_matching_rules" USING btree ("base_metal_family");