CREATE TABLE "research_data_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"grade_id" integer,
	"system_code" varchar(40) NOT NULL,
	"standard_number" varchar(60) NOT NULL,
	"standard_year" integer NOT NULL,
	"grade_name" varchar(60) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_data" ALTER COLUMN "parts" SET DEFAULT '{"internal":["metadata","composition","properties","files"],"enterprises":["metadata","composition","properties","files"],"persons":["metadata","composition","properties","files"],"public":["metadata"]}'::jsonb;--> statement-breakpoint
ALTER TABLE "research_data_standards" ADD CONSTRAINT "research_data_standards_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_standards" ADD CONSTRAINT "research_data_standards_grade_id_standard_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."standard_grades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_data_standards_record_idx" ON "research_data_standards" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_data_standards_uq" ON "research_data_standards" USING btree ("record_id","grade_id");