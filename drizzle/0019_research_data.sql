CREATE TABLE "research_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"company_id" integer,
	"data_name" varchar(200) NOT NULL,
	"material_name" varchar(200) DEFAULT '' NOT NULL,
	"project" varchar(200) DEFAULT '' NOT NULL,
	"data_source" varchar(200) DEFAULT '' NOT NULL,
	"experiment_type" varchar(20),
	"visibility" varchar(12) DEFAULT 'private' NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"performance" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"process" text DEFAULT '' NOT NULL,
	"structure" text DEFAULT '' NOT NULL,
	"phase_structure" text DEFAULT '' NOT NULL,
	"external_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '{"internal":["metadata","composition","properties","files"],"named":["metadata","composition","properties","files"],"public":["metadata"]}'::jsonb NOT NULL,
	"referenced" integer DEFAULT 0 NOT NULL,
	"consulted" integer DEFAULT 0 NOT NULL,
	"traded" integer DEFAULT 0 NOT NULL,
	"discovered" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"seed_key" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_data_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"until" varchar(10),
	"decision_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "research_data_audience" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer,
	"company_id" integer
);
--> statement-breakpoint
CREATE TABLE "research_data_reactions" (
	"record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "research_data_reactions_record_id_user_id_kind_pk" PRIMARY KEY("record_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "research_data_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"previous_hash" varchar(64),
	"signed_at" varchar(30) NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"signature" text NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_data" ADD CONSTRAINT "research_data_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data" ADD CONSTRAINT "research_data_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_applications" ADD CONSTRAINT "research_data_applications_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_applications" ADD CONSTRAINT "research_data_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_audience" ADD CONSTRAINT "research_data_audience_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_audience" ADD CONSTRAINT "research_data_audience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_audience" ADD CONSTRAINT "research_data_audience_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_reactions" ADD CONSTRAINT "research_data_reactions_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_reactions" ADD CONSTRAINT "research_data_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_versions" ADD CONSTRAINT "research_data_versions_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_data_owner_idx" ON "research_data" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "research_data_company_idx" ON "research_data" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_data_seed_uq" ON "research_data" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "research_data_applications_record_idx" ON "research_data_applications" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "research_data_applications_applicant_idx" ON "research_data_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "research_data_audience_record_idx" ON "research_data_audience" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "research_data_versions_uq" ON "research_data_versions" USING btree ("record_id","version");