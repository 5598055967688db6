CREATE TABLE "library_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"watermarked" boolean DEFAULT false NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(200) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"primary_type" varchar(40) NOT NULL,
	"secondary_type" varchar(40),
	"format" varchar(12) NOT NULL,
	"expense" varchar(8) NOT NULL,
	"catalogue_item_id" integer,
	"title_zh" text,
	"title_en" text,
	"summary_zh" text,
	"summary_en" text,
	"source" text,
	"issuer" text,
	"published_at" date,
	"year" integer,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" varchar(8) NOT NULL,
	"pages" integer,
	"stock" integer,
	"licence" text,
	"citation" text,
	"standard_id" integer,
	"standard_code" varchar(200),
	"number_key" varchar(60),
	"edition_year" integer,
	"standard_status" varchar(12),
	"replaced_by" varchar(200),
	"file_id" uuid,
	"demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_kind_ck" CHECK ("library_items"."kind" in ('document', 'book')),
	CONSTRAINT "library_items_expense_ck" CHECK ("library_items"."expense" in ('free', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "library_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_ids" jsonb NOT NULL,
	"invoice_title_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_types" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"parent_code" varchar(40),
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_downloads" ADD CONSTRAINT "library_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_catalogue_item_id_catalogue_items_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_standard_id_material_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."material_standards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_items" ADD CONSTRAINT "library_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_orders" ADD CONSTRAINT "library_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_orders" ADD CONSTRAINT "library_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_downloads_item_idx" ON "library_downloads" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "library_downloads_user_idx" ON "library_downloads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_items_code_uq" ON "library_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "library_items_type_idx" ON "library_items" USING btree ("primary_type","secondary_type");--> statement-breakpoint
CREATE INDEX "library_items_standard_idx" ON "library_items" USING btree ("standard_id");--> statement-breakpoint
CREATE INDEX "library_items_created_idx" ON "library_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "library_items_tsv_idx" ON "library_items" USING gin ("tsv");