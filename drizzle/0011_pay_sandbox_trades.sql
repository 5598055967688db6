CREATE TABLE "pay_sandbox_trades" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"merchant_id" varchar(32) NOT NULL,
	"app_id" varchar(32) NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"description" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text,
	"state" varchar(12) DEFAULT 'waiting' NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"notify_status" integer,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_trades_order_uq" ON "pay_sandbox_trades" USING btree ("channel","merchant_id","out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_sandbox_trades_transaction_uq" ON "pay_sandbox_trades" USING btree ("channel","transaction_id");