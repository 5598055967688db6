ALTER TABLE "recommended_products" ALTER COLUMN "price_fen" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "custom_orders" ALTER COLUMN "cost_limit_fen" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "custom_orders" ALTER COLUMN "total_fen" SET DATA TYPE integer;