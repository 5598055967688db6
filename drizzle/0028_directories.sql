CREATE TABLE "directory_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60),
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(100) NOT NULL,
	"vendor_zh" varchar(100) NOT NULL,
	"vendor_en" varchar(100) NOT NULL,
	"category" varchar(24) NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"link" varchar(500) NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60),
	"title_zh" varchar(100) NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"category" varchar(24) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"format" varchar(8) NOT NULL,
	"fee_note_zh" varchar(200) DEFAULT '' NOT NULL,
	"fee_note_en" varchar(200) DEFAULT '' NOT NULL,
	"contact_zh" varchar(200) NOT NULL,
	"contact_en" varchar(200) NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_courses_format" CHECK ("directory_courses"."format" in ('online', 'offline')),
	CONSTRAINT "directory_courses_dates" CHECK ("directory_courses"."end_date" >= "directory_courses"."start_date")
);
--> statement-breakpoint
CREATE TABLE "directory_experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60),
	"profile_id" integer NOT NULL,
	"category" varchar(24) NOT NULL,
	"services_zh" text NOT NULL,
	"services_en" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "directory_experts" ADD CONSTRAINT "directory_experts_profile_id_cloud_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."cloud_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_apps_code_uq" ON "directory_apps" USING btree ("code");--> statement-breakpoint
CREATE INDEX "directory_apps_list_idx" ON "directory_apps" USING btree ("published","category");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_courses_code_uq" ON "directory_courses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "directory_courses_list_idx" ON "directory_courses" USING btree ("published","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_experts_profile_uq" ON "directory_experts" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "directory_experts_code_uq" ON "directory_experts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "directory_experts_list_idx" ON "directory_experts" USING btree ("published","category");