CREATE TABLE "standard_grades" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"grade_id" integer NOT NULL,
	"shape" varchar(20) NOT NULL,
	"delivery_status" varchar(30) NOT NULL,
	"spec_min" double precision,
	"spec_max" double precision,
	"tensile_min" double precision,
	"tensile_max" double precision,
	"elongation" double precision,
	"reduction_of_area" double precision,
	"impact_energy" double precision,
	"impact_temperature" double precision,
	"hardness" varchar(40) DEFAULT '' NOT NULL,
	"bending_angle" double precision,
	"bending_radius" varchar(40) DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standard_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"company_id" integer,
	"name" varchar(100) NOT NULL,
	"code" varchar(40) NOT NULL,
	"country" varchar(60) NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_id" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"name" varchar(200) NOT NULL,
	"year" integer NOT NULL,
	"issuer" varchar(100) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"repealed_at" timestamp with time zone,
	"repealed_by" integer,
	"repeal_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standard_grades" ADD CONSTRAINT "standard_grades_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_properties" ADD CONSTRAINT "standard_properties_grade_id_standard_grades_id_fk" FOREIGN KEY ("grade_id") REFERENCES "public"."standard_grades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_systems" ADD CONSTRAINT "standard_systems_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_systems" ADD CONSTRAINT "standard_systems_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standards" ADD CONSTRAINT "standards_system_id_standard_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."standard_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standards" ADD CONSTRAINT "standards_repealed_by_users_id_fk" FOREIGN KEY ("repealed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standard_grades_name_uq" ON "standard_grades" USING btree ("standard_id","name");--> statement-breakpoint
CREATE INDEX "standard_properties_grade_idx" ON "standard_properties" USING btree ("grade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standard_systems_owner_uq" ON "standard_systems" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "standard_systems_company_idx" ON "standard_systems" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "standards_system_idx" ON "standards" USING btree ("system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "standards_system_number_uq" ON "standards" USING btree ("system_id","number","year");