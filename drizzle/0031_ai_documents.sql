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
ALTER TABLE "ai_document_answers" ADD CONSTRAINT "ai_document_answers_document_id_ai_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."ai_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document_passages" ADD CONSTRAINT "ai_document_passages_document_id_ai_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."ai_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_documents" ADD CONSTRAINT "ai_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_document_answers_document_idx" ON "ai_document_answers" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "ai_document_passages_document_idx" ON "ai_document_passages" USING btree ("document_id","page","position");--> statement-breakpoint
CREATE INDEX "ai_documents_user_idx" ON "ai_documents" USING btree ("user_id","created_at");