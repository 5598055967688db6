CREATE TABLE "market_dataset_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"dataset_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"cells" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_datasets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"origin" varchar(12) NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"fields" jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"licence" text NOT NULL,
	"citation" text NOT NULL,
	"source_url" text,
	"redistribution" varchar(12) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_datasets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "market_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"entitlement" varchar(80) NOT NULL,
	"format" varchar(8) NOT NULL,
	"product_id" integer,
	"part_id" integer,
	"order_line_id" integer,
	"user_id" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"file_id" uuid,
	"claimed_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "market_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"dataset_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"expense" varchar(8) NOT NULL,
	"catalogue_item_id" integer,
	"formats" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"traded" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_products_code_unique" UNIQUE("code"),
	CONSTRAINT "market_products_traded_ck" CHECK ("market_products"."traded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "part_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"size" varchar(40) NOT NULL,
	"size_key" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"source_url" text,
	"citation" text,
	"demo" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(80) NOT NULL,
	"catalogue" varchar(12) NOT NULL,
	"category" varchar(24) NOT NULL,
	"standard" varchar(80) NOT NULL,
	"intl_standard" varchar(80),
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"dim_fields" jsonb NOT NULL,
	"classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"classes_source" text,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "parts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "market_dataset_rows" ADD CONSTRAINT "market_dataset_rows_dataset_id_market_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."market_datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_files" ADD CONSTRAINT "market_files_product_id_market_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_files" ADD CONSTRAINT "market_files_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_files" ADD CONSTRAINT "market_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_files" ADD CONSTRAINT "market_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_dataset_id_market_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."market_datasets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_products" ADD CONSTRAINT "market_products_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_sizes" ADD CONSTRAINT "part_sizes_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_dataset_rows_uq" ON "market_dataset_rows" USING btree ("dataset_id","row_no");--> statement-breakpoint
CREATE UNIQUE INDEX "market_files_entitlement_uq" ON "market_files" USING btree ("entitlement","format");--> statement-breakpoint
CREATE INDEX "market_files_user_idx" ON "market_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "market_products_status_idx" ON "market_products" USING btree ("status","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "part_sizes_uq" ON "part_sizes" USING btree ("part_id","size");--> statement-breakpoint
CREATE INDEX "part_sizes_key_idx" ON "part_sizes" USING btree ("size_key");--> statement-breakpoint
CREATE INDEX "parts_catalogue_idx" ON "parts" USING btree ("catalogue","category");