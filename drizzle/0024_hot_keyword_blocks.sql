CREATE TABLE "material_keyword_blocks" (
	"keyword_norm" varchar(100) PRIMARY KEY NOT NULL,
	"keyword" varchar(100) NOT NULL,
	"blocked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_keyword_blocks" ADD CONSTRAINT "material_keyword_blocks_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;