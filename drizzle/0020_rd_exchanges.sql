CREATE TABLE "research_data_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"offered_record_id" integer NOT NULL,
	"proposer_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"until" varchar(10),
	"decision_reason" text DEFAULT '' NOT NULL,
	"proposer_grant_id" integer,
	"owner_grant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "research_data_exchanges" ADD CONSTRAINT "research_data_exchanges_record_id_research_data_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_exchanges" ADD CONSTRAINT "research_data_exchanges_offered_record_id_research_data_id_fk" FOREIGN KEY ("offered_record_id") REFERENCES "public"."research_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_exchanges" ADD CONSTRAINT "research_data_exchanges_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_exchanges" ADD CONSTRAINT "research_data_exchanges_proposer_grant_id_research_data_applications_id_fk" FOREIGN KEY ("proposer_grant_id") REFERENCES "public"."research_data_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_data_exchanges" ADD CONSTRAINT "research_data_exchanges_owner_grant_id_research_data_applications_id_fk" FOREIGN KEY ("owner_grant_id") REFERENCES "public"."research_data_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_data_exchanges_record_idx" ON "research_data_exchanges" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "research_data_exchanges_offered_idx" ON "research_data_exchanges" USING btree ("offered_record_id");--> statement-breakpoint
CREATE INDEX "research_data_exchanges_proposer_idx" ON "research_data_exchanges" USING btree ("proposer_id");