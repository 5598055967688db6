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
CREATE TABLE "custom_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"party" varchar(20) NOT NULL,
	"actor_user_id" integer,
	"from_stage" varchar(20),
	"to_stage" varchar(20) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_company_id" integer,
	"product_id" integer,
	"product_name" text NOT NULL,
	"shape" varchar(20) NOT NULL,
	"supplier_company_id" integer,
	"stage" varchar(20),
	"done" smallint DEFAULT 0 NOT NULL,
	"project_name" text NOT NULL,
	"material_type" varchar(30) NOT NULL,
	"lines" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"delivery_date" varchar(10) NOT NULL,
	"cost_limit_fen" bigint,
	"cost_unit" varchar(20) DEFAULT 'yuan' NOT NULL,
	"total_fen" bigint,
	"contract_file_id" uuid,
	"customer_signed_at" timestamp with time zone,
	"supplier_signed_at" timestamp with time zone,
	"payment_order_id" integer,
	"paid_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"passed_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"evaluation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommended_products" ADD CONSTRAINT "recommended_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_events" ADD CONSTRAINT "custom_order_events_order_id_custom_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."custom_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_events" ADD CONSTRAINT "custom_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_customer_company_id_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_product_id_recommended_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."recommended_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_supplier_company_id_companies_id_fk" FOREIGN KEY ("supplier_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_payment_order_id_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommended_products_company_idx" ON "recommended_products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "recommended_products_owner_idx" ON "recommended_products" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "custom_order_events_order_idx" ON "custom_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_orders_no_uq" ON "custom_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_orders_payment_uq" ON "custom_orders" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "custom_orders_customer_idx" ON "custom_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "custom_orders_supplier_idx" ON "custom_orders" USING btree ("supplier_company_id");--> statement-breakpoint
CREATE INDEX "custom_orders_stage_idx" ON "custom_orders" USING btree ("stage");