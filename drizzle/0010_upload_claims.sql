CREATE TABLE "upload_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_claims_expires_at_idx" ON "upload_claims" USING btree ("expires_at");