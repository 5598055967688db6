CREATE TABLE "material_datasets" (
	"code" varchar(60) PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"citation" text NOT NULL,
	"url" text,
	"license" text,
	"trust" text,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"records_created" integer DEFAULT 0 NOT NULL,
	"rows_skipped" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_elements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"element" varchar(12) NOT NULL,
	"raw" text NOT NULL,
	"min_value" double precision,
	"max_value" double precision,
	"typical_value" double precision,
	"low" double precision,
	"high" double precision,
	"unit" varchar(8) DEFAULT 'wt%' NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "material_equivalents" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_code" varchar(40) NOT NULL,
	"system" varchar(16) NOT NULL,
	"designation" text NOT NULL,
	"designation_norm" varchar(200) NOT NULL,
	"standard" text,
	"relation" text,
	"confidence" varchar(8),
	"source_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"dataset_code" varchar(60) NOT NULL,
	"source_row" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_keyword_stats" (
	"family" varchar(16) NOT NULL,
	"keyword_norm" varchar(100) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_keyword_stats_family_keyword_norm_pk" PRIMARY KEY("family","keyword_norm")
);
--> statement-breakpoint
CREATE TABLE "material_properties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"shape" text,
	"delivery_state" text,
	"value_type" varchar(12) NOT NULL,
	"thickness_min" double precision,
	"thickness_max" double precision,
	"thickness_raw" text,
	"test_temperature" double precision,
	"tensile_min" double precision,
	"tensile_max" double precision,
	"tensile_raw" text,
	"yield_min" double precision,
	"yield_max" double precision,
	"yield_raw" text,
	"yield_type" varchar(24),
	"elongation_min" double precision,
	"elongation_max" double precision,
	"elongation_raw" text,
	"reduction_min" double precision,
	"reduction_raw" text,
	"impact_energy" double precision,
	"impact_raw" text,
	"impact_temperature" double precision,
	"impact_notch" varchar(16),
	"hardness_value" double precision,
	"hardness_scale" varchar(12),
	"hardness_raw" text,
	"fatigue_strength" double precision,
	"fracture_strength" double precision,
	"bend_angle" text,
	"bend_radius" text,
	"remarks" text,
	"source_row" integer NOT NULL,
	"source_ref" varchar(200),
	"citation" text
);
--> statement-breakpoint
CREATE TABLE "material_search_docs" (
	"material_id" integer PRIMARY KEY NOT NULL,
	"family" varchar(16) NOT NULL,
	"standard_system" varchar(16),
	"standard_id" integer,
	"delivery_state" varchar(24),
	"category" varchar(40),
	"grade_norm" varchar(200) NOT NULL,
	"terms" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"tensile_min" double precision,
	"tensile_max" double precision,
	"yield_min" double precision,
	"elongation_min" double precision,
	"reduction_min" double precision,
	"hardness" double precision,
	"impact_energy" double precision,
	"fatigue_strength" double precision
);
--> statement-breakpoint
CREATE TABLE "material_search_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family" varchar(16) NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"query" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(200) NOT NULL,
	"system" varchar(16) NOT NULL,
	"number" varchar(120) NOT NULL,
	"year" integer,
	"name_zh" text,
	"name_en" text,
	"issuer" text
);
--> statement-breakpoint
CREATE TABLE "material_stats" (
	"material_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"natural_key" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"family" varchar(16) NOT NULL,
	"grade" varchar(200) NOT NULL,
	"grade_norm" varchar(200) NOT NULL,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" varchar(40),
	"category_text" text,
	"standard_id" integer,
	"standard_system" varchar(16),
	"standard_text" text,
	"delivery_state" varchar(24),
	"delivery_text" text,
	"heat_treatment" text,
	"microstructure" text,
	"description" text,
	"density" double precision,
	"young_modulus" double precision,
	"shear_modulus" double precision,
	"poisson_ratio" double precision,
	"process" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dataset_code" varchar(60) NOT NULL,
	"source_row" integer NOT NULL,
	"source_ref" varchar(200),
	"citation" text NOT NULL,
	"source_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" varchar(8),
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_elements" ADD CONSTRAINT "material_elements_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_favorites" ADD CONSTRAINT "material_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_favorites" ADD CONSTRAINT "material_favorites_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_properties" ADD CONSTRAINT "material_properties_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_docs" ADD CONSTRAINT "material_search_docs_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_history" ADD CONSTRAINT "material_search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_stats" ADD CONSTRAINT "material_stats_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_standard_id_material_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."material_standards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_dataset_code_material_datasets_code_fk" FOREIGN KEY ("dataset_code") REFERENCES "public"."material_datasets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_elements_uq" ON "material_elements" USING btree ("material_id","element");--> statement-breakpoint
CREATE INDEX "material_elements_low_idx" ON "material_elements" USING btree ("element","low");--> statement-breakpoint
CREATE INDEX "material_elements_high_idx" ON "material_elements" USING btree ("element","high");--> statement-breakpoint
CREATE UNIQUE INDEX "material_equivalents_uq" ON "material_equivalents" USING btree ("group_code","system","designation");--> statement-breakpoint
CREATE INDEX "material_equivalents_norm_idx" ON "material_equivalents" USING btree ("designation_norm");--> statement-breakpoint
CREATE UNIQUE INDEX "material_favorites_uq" ON "material_favorites" USING btree ("user_id","material_id");--> statement-breakpoint
CREATE INDEX "material_keyword_stats_count_idx" ON "material_keyword_stats" USING btree ("searches");--> statement-breakpoint
CREATE UNIQUE INDEX "material_properties_uq" ON "material_properties" USING btree ("material_id","seq");--> statement-breakpoint
CREATE INDEX "material_search_family_idx" ON "material_search_docs" USING btree ("family","grade_norm");--> statement-breakpoint
CREATE INDEX "material_search_tensile_idx" ON "material_search_docs" USING btree ("family","tensile_min");--> statement-breakpoint
CREATE INDEX "material_search_yield_idx" ON "material_search_docs" USING btree ("family","yield_min");--> statement-breakpoint
CREATE INDEX "material_search_tsv_idx" ON "material_search_docs" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "material_search_history_user_idx" ON "material_search_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "material_standards_code_uq" ON "material_standards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "material_standards_system_idx" ON "material_standards" USING btree ("system");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_natural_key_uq" ON "materials" USING btree ("natural_key");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_slug_uq" ON "materials" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "materials_family_idx" ON "materials" USING btree ("family");--> statement-breakpoint
CREATE INDEX "materials_grade_norm_idx" ON "materials" USING btree ("grade_norm");--> statement-breakpoint
CREATE INDEX "materials_standard_idx" ON "materials" USING btree ("standard_id");