CREATE TABLE "ranking_report_authors" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_report_authors" ADD CONSTRAINT "ranking_report_authors_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_report_authors" ADD CONSTRAINT "ranking_report_authors_expert_id_cloud_profiles_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."cloud_profiles"("id") ON DELETE cascade ON UPDATE no action;