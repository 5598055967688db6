CREATE TABLE "ai_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_document_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"found" integer NOT NULL,
	"quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_document_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"page" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"format" varchar(8) NOT NULL,
	"pages" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"status" varchar(16) NOT NULL,
	"engine" varchar(16) NOT NULL,
	"intent" varchar(16) NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chart" jsonb,
	"suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "material_search_history" ALTER COLUMN "keyword" SET DATA TYPE varchar(2000);--> statement-breakpoint
ALTER TABLE "material_search_history" ADD COLUMN "scope" varchar(16) DEFAULT 'material' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_conversations" ADD CONSTRAINT "ai_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document_answers" ADD CONSTRAINT "ai_document_answers_document_id_ai_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."ai_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document_passages" ADD CONSTRAINT "ai_document_passages_document_id_ai_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."ai_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_documents" ADD CONSTRAINT "ai_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_turns" ADD CONSTRAINT "ai_turns_conversation_id_ai_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_conversations_user_idx" ON "ai_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_document_answers_document_idx" ON "ai_document_answers" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "ai_document_passages_document_idx" ON "ai_document_passages" USING btree ("document_id","page","position");--> statement-breakpoint
CREATE INDEX "ai_documents_user_idx" ON "ai_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_turns_conversation_idx" ON "ai_turns" USING btree ("conversation_id","id");