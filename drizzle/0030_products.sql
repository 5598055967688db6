CREATE TABLE "recommended_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" varchar(30) NOT NULL,
	"shape" varchar(20) NOT NULL,
	"specification" text NOT NULL,
	"price_fen" bigint NOT NULL,
	"unit" varchar(20) NOT NULL,
	"price_unit" varchar(20) NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"introduction_en" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommended_products_company_idx" ON "recommended_products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recommended_products_owner_idx" ON "recommended_products" USING btree ("owner_id");