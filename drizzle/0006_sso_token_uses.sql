CREATE TABLE "sso_token_uses" (
	"jti" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sso_token_uses_expires_idx" ON "sso_token_uses" USING btree ("expires_at");