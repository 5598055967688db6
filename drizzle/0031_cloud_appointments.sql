CREATE TABLE "appointment_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"action" varchar(12) NOT NULL,
	"party" varchar(12) NOT NULL,
	"actor_user_id" integer,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_logs_kind_ck" CHECK ("appointment_logs"."kind" in ('state', 'note'))
);
--> statement-breakpoint
CREATE TABLE "cloud_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"equipment_id" integer NOT NULL,
	"lab_id" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"day" varchar(10) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"details" jsonb NOT NULL,
	"estimate_fen" integer NOT NULL,
	"price_fen" integer,
	"response_note" varchar(300),
	"responded_at" timestamp with time zone,
	"contact_due_at" timestamp with time zone NOT NULL,
	"contacted_at" timestamp with time zone,
	"quote_due_at" timestamp with time zone NOT NULL,
	"payment_order_id" integer,
	"paid_at" timestamp with time zone,
	"session_link" varchar(300),
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"product_quality" smallint,
	"service_quality" smallint,
	"cycle_time" smallint,
	"satisfaction" smallint,
	"evaluation_comment" text,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cloud_appointments_status_ck" CHECK ("cloud_appointments"."status" in ('waiting', 'responded', 'paid', 'executing', 'paused', 'completed', 'evaluated', 'cancelled')),
	CONSTRAINT "cloud_appointments_money_ck" CHECK ("cloud_appointments"."estimate_fen" >= 0 and ("cloud_appointments"."price_fen" is null or "cloud_appointments"."price_fen" > 0))
);
--> statement-breakpoint
CREATE TABLE "equipment_settings" (
	"equipment_id" integer PRIMARY KEY NOT NULL,
	"bookable" boolean DEFAULT false NOT NULL,
	"kind" varchar(16) NOT NULL,
	"hourly_price_fen" integer NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"open_minute" smallint NOT NULL,
	"close_minute" smallint NOT NULL,
	"min_minutes" smallint NOT NULL,
	"max_minutes" smallint NOT NULL,
	"magnification_min" integer,
	"magnification_max" integer,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_settings_hours_ck" CHECK ("equipment_settings"."open_minute" >= 0 and "equipment_settings"."close_minute" <= 1440 and "equipment_settings"."open_minute" < "equipment_settings"."close_minute"),
	CONSTRAINT "equipment_settings_duration_ck" CHECK ("equipment_settings"."slot_minutes" > 0 and "equipment_settings"."min_minutes" > 0 and "equipment_settings"."max_minutes" >= "equipment_settings"."min_minutes"),
	CONSTRAINT "equipment_settings_price_ck" CHECK ("equipment_settings"."hourly_price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "equipment_slots" (
	"equipment_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"appointment_id" integer NOT NULL,
	CONSTRAINT "equipment_slots_pk" PRIMARY KEY("equipment_id","slot_start")
);
--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_appointment_id_cloud_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."cloud_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_appointments" ADD CONSTRAINT "cloud_appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_appointments" ADD CONSTRAINT "cloud_appointments_equipment_id_cloud_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."cloud_equipment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_appointments" ADD CONSTRAINT "cloud_appointments_lab_id_cloud_laboratories_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."cloud_laboratories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cloud_appointments" ADD CONSTRAINT "cloud_appointments_payment_order_id_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_settings" ADD CONSTRAINT "equipment_settings_equipment_id_cloud_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."cloud_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_slots" ADD CONSTRAINT "equipment_slots_equipment_id_cloud_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."cloud_equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_slots" ADD CONSTRAINT "equipment_slots_appointment_id_cloud_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."cloud_appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_logs_appointment_idx" ON "appointment_logs" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_appointments_no_uq" ON "cloud_appointments" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cloud_appointments_payment_uq" ON "cloud_appointments" USING btree ("payment_order_id");--> statement-breakpoint
CREATE INDEX "cloud_appointments_user_idx" ON "cloud_appointments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_appointments_lab_idx" ON "cloud_appointments" USING btree ("lab_id","created_at");--> statement-breakpoint
CREATE INDEX "cloud_appointments_status_idx" ON "cloud_appointments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "equipment_settings_kind_idx" ON "equipment_settings" USING btree ("kind","bookable");--> statement-breakpoint
CREATE INDEX "equipment_slots_appointment_idx" ON "equipment_slots" USING btree ("appointment_id");