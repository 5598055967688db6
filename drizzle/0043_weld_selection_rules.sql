CREATE TABLE "weld_selection_rules" (
	"id" varchar(20) PRIMARY KEY NOT NULL,
	"rule" varchar(32) NOT NULL,
	"base_class" varchar(20) NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"recommended" text DEFAULT '' NOT NULL,
	"alternatives" text DEFAULT '' NOT NULL,
	"avoid" text DEFAULT '' NOT NULL,
	"avoid_rule" varchar(32) DEFAULT '' NOT NULL,
	"source_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confidence" varchar(8) NOT NULL,
	"notes" text
);
