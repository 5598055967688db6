CREATE TABLE "site_about_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"position" integer NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"title_en" varchar(300) NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"year" integer,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_about_items_kind" CHECK ("site_about_items"."kind" in ('profile', 'qualification', 'honour', 'partner'))
);
--> statement-breakpoint
CREATE TABLE "site_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"version" varchar(20) NOT NULL,
	"effective_on" date NOT NULL,
	"title_zh" varchar(100) NOT NULL,
	"title_en" varchar(150) NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "site_agreements_kind" CHECK ("site_agreements"."kind" in ('user', 'privacy', 'platform', 'technicalService'))
);
--> statement-breakpoint
CREATE TABLE "site_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_zh" varchar(100) NOT NULL,
	"company_en" varchar(150) NOT NULL,
	"address_zh" varchar(200) NOT NULL,
	"address_en" varchar(300) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"email" varchar(100) NOT NULL,
	"hours_zh" varchar(100) NOT NULL,
	"hours_en" varchar(150) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_about_items_idx" ON "site_about_items" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "site_agreements_kind_version_uq" ON "site_agreements" USING btree ("kind","version");