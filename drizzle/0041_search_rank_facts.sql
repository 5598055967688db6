ALTER TABLE "material_search_docs" ADD COLUMN "curated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "material_search_docs" ADD COLUMN "filled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "material_search_docs" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;