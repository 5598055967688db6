CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "material_search_terms_trgm_idx" ON "material_search_docs" USING gin ("terms" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "material_search_grade_trgm_idx" ON "material_search_docs" USING gin ("grade_norm" gin_trgm_ops);
