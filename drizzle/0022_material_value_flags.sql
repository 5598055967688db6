ALTER TABLE "material_datasets" ADD COLUMN "flagged" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "material_elements" ADD COLUMN "rule" text;--> statement-breakpoint
ALTER TABLE "material_elements" ADD COLUMN "flag" varchar(24);--> statement-breakpoint
ALTER TABLE "material_properties" ADD COLUMN "gauge_length" varchar(40);--> statement-breakpoint
ALTER TABLE "material_properties" ADD COLUMN "direction" varchar(1);--> statement-breakpoint
ALTER TABLE "material_properties" ADD COLUMN "flags" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "flags" jsonb DEFAULT '{}'::jsonb NOT NULL;