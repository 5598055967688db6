DROP INDEX "material_elements_low_idx";--> statement-breakpoint
DROP INDEX "material_elements_high_idx";--> statement-breakpoint
CREATE INDEX "material_elements_low_cover_idx" ON "material_elements" USING btree ("element","low","high","material_id");--> statement-breakpoint
CREATE INDEX "material_elements_high_cover_idx" ON "material_elements" USING btree ("element","high","material_id");