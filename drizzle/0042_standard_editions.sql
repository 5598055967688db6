ALTER TABLE "material_standards" ADD COLUMN "edition_status" varchar(12);--> statement-breakpoint
ALTER TABLE "material_standards" ADD COLUMN "current_code" varchar(200);--> statement-breakpoint
ALTER TABLE "material_standards" ADD COLUMN "edition_basis" varchar(8);--> statement-breakpoint
ALTER TABLE "material_standards" ADD COLUMN "edition_source" text;--> statement-breakpoint
ALTER TABLE "material_standards" ADD COLUMN "edition_evidence" text;