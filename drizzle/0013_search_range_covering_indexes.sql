DROP INDEX "material_search_tensile_idx";--> statement-breakpoint
DROP INDEX "material_search_yield_idx";--> statement-breakpoint
CREATE INDEX "material_search_tensile_cover_idx" ON "material_search_docs" USING btree ("family","tensile_min","tensile_max","grade_norm","material_id");--> statement-breakpoint
CREATE INDEX "material_search_yield_cover_idx" ON "material_search_docs" USING btree ("family","yield_min","grade_norm","material_id");