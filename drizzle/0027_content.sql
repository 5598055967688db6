CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"summary_zh" varchar(500) DEFAULT '' NOT NULL,
	"summary_en" varchar(500) DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_kind" CHECK ("content_items"."kind" in ('news', 'cover', 'solution', 'help', 'record'))
);
--> statement-breakpoint
CREATE TABLE "content_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(20) NOT NULL,
	"slot" integer NOT NULL,
	"item_id" integer,
	"label_zh" varchar(100) DEFAULT '' NOT NULL,
	"label_en" varchar(150) DEFAULT '' NOT NULL,
	"href" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "content_positions_position" CHECK ("content_positions"."position" in ('banner', 'featuredNews', 'featuredProducts'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"scope" varchar(20) PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_positions" ADD CONSTRAINT "content_positions_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_reader_idx" ON "content_items" USING btree ("kind","published","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_positions_slot_uq" ON "content_positions" USING btree ("position","slot");