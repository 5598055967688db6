CREATE TABLE "market_rd_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_rd_offers_record_id_unique" UNIQUE("record_id"),
	CONSTRAINT "market_rd_offers_price_ck" CHECK ("market_rd_offers"."price_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "market_rd_offers" ADD CONSTRAINT "market_rd_offers_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_rd_offers" ADD CONSTRAINT "market_rd_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_rd_offers" ADD CONSTRAINT "market_rd_offers_product_id_market_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_rd_offers_product_idx" ON "market_rd_offers" USING btree ("product_id");