CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"page" jsonb NOT NULL,
	"paid_with" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_expires_at_idx" ON "sandbox_payments" USING btree ("expires_at");