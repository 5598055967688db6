CREATE TABLE "holiday_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "holiday_changes_action" CHECK ("holiday_changes"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "holiday_days" (
	"day" date PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"festival" varchar(20) NOT NULL,
	CONSTRAINT "holiday_days_kind" CHECK ("holiday_days"."kind" in ('holiday', 'workday')),
	CONSTRAINT "holiday_days_in_year" CHECK (extract(year from "holiday_days"."day") = "holiday_days"."year")
);
--> statement-breakpoint
CREATE TABLE "holiday_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"notice_number" varchar(60) DEFAULT '' NOT NULL,
	"published_on" date NOT NULL,
	"source_url" varchar(500) DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holiday_changes" ADD CONSTRAINT "holiday_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_days" ADD CONSTRAINT "holiday_days_year_holiday_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."holiday_years"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_years" ADD CONSTRAINT "holiday_years_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_years" ADD CONSTRAINT "holiday_years_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_changes_year_idx" ON "holiday_changes" USING btree ("year","at");--> statement-breakpoint
CREATE INDEX "holiday_days_year_idx" ON "holiday_days" USING btree ("year");