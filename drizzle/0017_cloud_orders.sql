CREATE TABLE "cloud_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"party" varchar(12) NOT NULL,
	"actor_user_id" integer,
	"from_stage" varchar(12),
	"to_stage" varchar(12) NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cloud_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_fen" integer NOT NULL,
	"cycle_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cloud_order_items_money_ck" CHECK ("cloud_order_items"."unit_fen" >= 0 and "cloud_order_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cloud_order_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"lab_id" integer,
	"user_id" integer NOT NULL,
	"product_quality" integer NOT NULL,
	"service_quality" integer NOT NULL,
	"cycle_time" integer NOT NULL,
	"satisfaction" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_order_reviews_levels_ck" CHECK ("cloud_order_reviews"."product_quality" between 1 and 5 and "cloud_order_reviews"."service_quality" between 1 and 5 and "cloud_order_reviews"."cycle_time" between 1 and 5 and "cloud_order_reviews"."satisfaction" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "cloud_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"kind" varchar(12) NOT NULL,
	"high_throughput" boolean DEFAULT false NOT NULL,
	"project_name" varchar(100) NOT NULL,
	"stage" varchar(12) NOT NULL,
	"preferred_lab_id" integer,
	"lab_id" integer,
	"sample_count" integer NOT NULL,
	"details" jsonb NOT NULL,
	"estimate_fen" integer NOT NULL,
	"estimate_days" integer NOT NULL,
	"estimate_due_date" varchar(10) NOT NULL,
	"contact_due_at" timestamp with time zone NOT NULL,
	"contacted_at" timestamp with time zone,
	"assigned_at" timestamp with time zone,
	"quote_due_at" timestamp with time zone,
	"offer_fen" integer,
	"offer_days" integer,
	"offer_note" varchar(300),
	"offered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"contract_file_id" uuid,
	"customer_confirmed_at" timestamp with time zone,
	"lab_confirmed_at" timestamp with time zone,
	"payment_order_id" integer,
	"paid_at" timestamp with time zone,
	"due_date" varchar(10),
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_orders_kind_ck" CHECK ("cloud_orders"."kind" in ('detection', 'preparation')),
	CONSTRAINT "cloud_orders_stage_ck" CHECK ("cloud_orders"."stage" in ('preReview', 'offer', 'contract', 'executing', 'delivered', 'completed', 'evaluated', 'cancelled')),
	CONSTRAINT "cloud_orders_money_ck" CHECK ("cloud_orders"."estimate_fen" >= 0 and ("cloud_orders"."offer_fen" is null or "cloud_orders"."offer_fen" > 0))
);
--> statement-breakpoint
CREATE TABLE "cloud_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"lab_id" integer,
	"code" varchar(16) NOT NULL,
	"original_file_id" uuid,
	"file_id" uuid,
	"original_sha256" varchar(64) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cloud_order_events" ADD CONSTRAINT "cloud_order_events_order_id_cloud_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cloud_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_order_events" ADD CONSTRAINT "cloud_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_order_items" ADD CONSTRAINT "cloud_order_items_order_id_cloud_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cloud_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_order_items" ADD CONSTRAINT "cloud_order_items_item_id_cloud_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."cloud_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_order_reviews" ADD CONSTRAINT "cloud_order_reviews_order_id_cloud_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cloud_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_order_reviews" ADD CONSTRAINT "cloud_order_reviews_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_order_reviews" ADD CONSTRAINT "cloud_order_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_orders" ADD CONSTRAINT "cloud_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_orders" ADD CONSTRAINT "cloud_orders_preferred_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("preferred_lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_orders" ADD CONSTRAINT "cloud_orders_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_orders" ADD CONSTRAINT "cloud_orders_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_orders" ADD CONSTRAINT "cloud_orders_payment_order_id_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_reports" ADD CONSTRAINT "cloud_reports_order_id_cloud_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cloud_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_reports" ADD CONSTRAINT "cloud_reports_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_reports" ADD CONSTRAINT "cloud_reports_original_file_id_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_reports" ADD CONSTRAINT "cloud_reports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cloud_order_events_order_idx" ON "cloud_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_order_items_order_idx" ON "cloud_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_order_reviews_order_uq" ON "cloud_order_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cloud_order_reviews_lab_idx" ON "cloud_order_reviews" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_orders_no_uq" ON "cloud_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_orders_payment_uq" ON "cloud_orders" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "cloud_orders_user_idx" ON "cloud_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_orders_lab_idx" ON "cloud_orders" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_orders_stage_idx" ON "cloud_orders" USING btree ("stage","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_reports_code_uq" ON "cloud_reports" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_reports_order_uq" ON "cloud_reports" USING btree ("order_id");