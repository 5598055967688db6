CREATE TABLE "cloud_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"lab_id" integer,
	"item_id" integer,
	"title_zh" varchar(160) NOT NULL,
	"title_en" varchar(240) NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"model" varchar(100) NOT NULL,
	"maker" varchar(100),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"category" varchar(20) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"standards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_zh" text NOT NULL,
	"sample_en" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" varchar(8) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cloud_items_kind_ck" CHECK ("cloud_items"."kind" in ('detection', 'preparation')),
	CONSTRAINT "cloud_items_unit_ck" CHECK ("cloud_items"."unit" in ('sample', 'batch'))
);
--> statement-breakpoint
CREATE TABLE "cloud_lab_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"city_code" varchar(12),
	"address" varchar(200),
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(32) NOT NULL,
	"contact_email" varchar(200),
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"equipment" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lab_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_laboratories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"owner_id" integer,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"intro_zh" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"city_code" varchar(12),
	"address" varchar(200),
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(32) NOT NULL,
	"contact_email" varchar(200),
	"logo_file_id" uuid,
	"cma" boolean DEFAULT false NOT NULL,
	"cnas" boolean DEFAULT false NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'active' NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_laboratories_status_ck" CHECK ("cloud_laboratories"."status" in ('active', 'suspended')),
	CONSTRAINT "cloud_laboratories_rating_ck" CHECK ("cloud_laboratories"."rating_sum" >= 0 and "cloud_laboratories"."rating_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cloud_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"cycle_days" integer NOT NULL,
	"note_zh" varchar(200),
	"note_en" varchar(300),
	CONSTRAINT "cloud_offerings_price_ck" CHECK ("cloud_offerings"."price_fen" > 0),
	CONSTRAINT "cloud_offerings_cycle_ck" CHECK ("cloud_offerings"."cycle_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "cloud_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"user_id" integer,
	"kind" varchar(8) NOT NULL,
	"lab_id" integer,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"title_zh" varchar(100) NOT NULL,
	"title_en" varchar(160) NOT NULL,
	"org_zh" varchar(100) NOT NULL,
	"org_en" varchar(200) NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bio_zh" text NOT NULL,
	"bio_en" text NOT NULL,
	"province_code" varchar(12),
	"demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"certificate_no" varchar(60) NOT NULL,
	"name" varchar(100),
	"valid_until" date
);
--> statement-breakpoint
CREATE TABLE "cloud_test_bag_items" (
	"bag_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"samples" integer DEFAULT 1 NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cloud_test_bag_items_bag_id_item_id_pk" PRIMARY KEY("bag_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "cloud_test_bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"code" varchar(60),
	"name_zh" varchar(100),
	"name_en" varchar(160),
	"type" varchar(20) NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"description_zh" text,
	"description_en" text,
	"ref_price_fen" integer DEFAULT 0 NOT NULL,
	"ref_cycle_days" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_cases" ADD CONSTRAINT "cloud_cases_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_cases" ADD CONSTRAINT "cloud_cases_item_id_cloud_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cloud_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_equipment" ADD CONSTRAINT "cloud_equipment_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_lab_applications" ADD CONSTRAINT "cloud_lab_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_lab_applications" ADD CONSTRAINT "cloud_lab_applications_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_laboratories" ADD CONSTRAINT "cloud_laboratories_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_laboratories" ADD CONSTRAINT "cloud_laboratories_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_offerings" ADD CONSTRAINT "cloud_offerings_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_offerings" ADD CONSTRAINT "cloud_offerings_item_id_cloud_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cloud_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_profiles" ADD CONSTRAINT "cloud_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_profiles" ADD CONSTRAINT "cloud_profiles_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_qualifications" ADD CONSTRAINT "cloud_qualifications_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_test_bag_items" ADD CONSTRAINT "cloud_test_bag_items_bag_id_cloud_test_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."cloud_test_bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_test_bag_items" ADD CONSTRAINT "cloud_test_bag_items_item_id_cloud_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cloud_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_test_bags" ADD CONSTRAINT "cloud_test_bags_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_cases_code_uq" ON "cloud_cases" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cloud_cases_lab_idx" ON "cloud_cases" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "cloud_equipment_lab_idx" ON "cloud_equipment" USING btree ("lab_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_items_code_uq" ON "cloud_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cloud_items_kind_idx" ON "cloud_items" USING btree ("kind","category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_lab_applications_user_uq" ON "cloud_lab_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_laboratories_slug_uq" ON "cloud_laboratories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "cloud_laboratories_owner_idx" ON "cloud_laboratories" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "cloud_laboratories_province_idx" ON "cloud_laboratories" USING btree ("province_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_offerings_lab_item_uq" ON "cloud_offerings" USING btree ("lab_id","item_id");--> statement-breakpoint
CREATE INDEX "cloud_offerings_item_idx" ON "cloud_offerings" USING btree ("item_id","price_fen");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_profiles_code_uq" ON "cloud_profiles" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cloud_profiles_kind_idx" ON "cloud_profiles" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "cloud_qualifications_lab_idx" ON "cloud_qualifications" USING btree ("lab_id");--> statement-breakpoint
CREATE INDEX "cloud_test_bags_owner_idx" ON "cloud_test_bags" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_test_bags_code_uq" ON "cloud_test_bags" USING btree ("code");