CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"account_name_zh" varchar(200) NOT NULL,
	"account_name_en" varchar(200) NOT NULL,
	"bank_name_zh" varchar(200) NOT NULL,
	"bank_name_en" varchar(200) NOT NULL,
	"account_no" varchar(40) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_code_unique" UNIQUE("code")
);
