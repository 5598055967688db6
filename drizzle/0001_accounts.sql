CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consignee" varchar(50) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" varchar(200),
	"province" varchar(50) NOT NULL,
	"city" varchar(50) NOT NULL,
	"county" varchar(50) NOT NULL,
	"detail" varchar(200) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_type" varchar(16) NOT NULL,
	"title" varchar(200) NOT NULL,
	"tax_number" varchar(32),
	"address" varchar(200),
	"telephone" varchar(32),
	"bank_account" varchar(64),
	"bank_name" varchar(100),
	"email" varchar(200),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12),
	"level" smallint NOT NULL,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"name_zh" varchar(50) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"description_zh" text,
	"description_en" text
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"salt" varchar(32) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_sandbox_codes" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"open_id" varchar(64) NOT NULL,
	"nickname" varchar(100),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wechat_states" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"user_id" integer,
	"open_id" varchar(64),
	"nickname" varchar(100),
	"bind_ticket_hash" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wx_nickname" varchar(100);--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wechat_states" ADD CONSTRAINT "wechat_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_levels_name_zh_uq" ON "user_levels" USING btree ("name_zh");--> statement-breakpoint
CREATE INDEX "verification_codes_mobile_idx" ON "verification_codes" USING btree ("mobile","purpose");