ALTER TABLE "materials" ADD COLUMN "standard_grade_id" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "standard_link" varchar(12);--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_standard_grade_id_materials_id_fk" FOREIGN KEY ("standard_grade_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;