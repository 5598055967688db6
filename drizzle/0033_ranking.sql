CREATE TABLE "ranking_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"title_en" varchar(300) NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"code" varchar(60),
	"published_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ranking_announcements_code_unique" UNIQUE("code"),
	CONSTRAINT "ranking_announcements_kind" CHECK ("ranking_announcements"."kind" in ('announcement', 'news'))
);
--> statement-breakpoint
CREATE TABLE "ranking_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_type" varchar(12) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"address" varchar(300) NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"category_id" integer,
	"steelmaking_line" varchar(200) DEFAULT '' NOT NULL,
	"rolling_line" varchar(200) DEFAULT '' NOT NULL,
	"manufacturer" varchar(200) NOT NULL,
	"contact_name" varchar(100) NOT NULL,
	"contact_info" varchar(100) NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ranking_applications_type" CHECK ("ranking_applications"."user_type" in ('manufacturer', 'user'))
);
--> statement-breakpoint
CREATE TABLE "ranking_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_zh" varchar(100) NOT NULL,
	"name_en" varchar(150) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ranking_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ranking_publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" integer,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"company_zh" varchar(200) NOT NULL,
	"company_en" varchar(300) NOT NULL,
	"product_zh" varchar(200) DEFAULT '' NOT NULL,
	"product_en" varchar(300) DEFAULT '' NOT NULL,
	"level" varchar(12) NOT NULL,
	"line_zh" varchar(200) DEFAULT '' NOT NULL,
	"line_en" varchar(300) DEFAULT '' NOT NULL,
	"values" jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ranking_records_level" CHECK ("ranking_records"."level" in ('enterprise', 'steelmaking', 'rolling'))
);
--> statement-breakpoint
CREATE TABLE "ranking_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"publication_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"score_centi" integer NOT NULL,
	"grade" varchar(2) NOT NULL,
	"rank" integer NOT NULL,
	"contributions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"score_centi" integer NOT NULL,
	"grade" varchar(2) NOT NULL,
	"would_rank" integer,
	"ranked_among" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_announcements" ADD CONSTRAINT "ranking_announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_applications" ADD CONSTRAINT "ranking_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_applications" ADD CONSTRAINT "ranking_applications_category_id_ranking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ranking_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_publications" ADD CONSTRAINT "ranking_publications_category_id_ranking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ranking_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_publications" ADD CONSTRAINT "ranking_publications_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_records" ADD CONSTRAINT "ranking_records_category_id_ranking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ranking_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_results" ADD CONSTRAINT "ranking_results_publication_id_ranking_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."ranking_publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_results" ADD CONSTRAINT "ranking_results_record_id_ranking_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ranking_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_simulations" ADD CONSTRAINT "ranking_simulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_simulations" ADD CONSTRAINT "ranking_simulations_category_id_ranking_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ranking_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_announcements_idx" ON "ranking_announcements" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "ranking_applications_user_idx" ON "ranking_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_publications_uq" ON "ranking_publications" USING btree ("year","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_records_uq" ON "ranking_records" USING btree ("year","category_id","company_zh","level","line_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_results_uq" ON "ranking_results" USING btree ("publication_id","record_id");--> statement-breakpoint
CREATE INDEX "ranking_results_record_idx" ON "ranking_results" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "ranking_simulations_user_idx" ON "ranking_simulations" USING btree ("user_id","created_at");