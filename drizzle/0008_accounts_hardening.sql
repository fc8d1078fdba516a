CREATE TABLE "email_change_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_change_reversals_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_reversals" ADD CONSTRAINT "email_change_reversals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_reversals_user_idx" ON "email_change_reversals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_throttles_updated_idx" ON "login_throttles" USING btree ("updated_at");--> statement-breakpoint
-- hand-written: accounts in the middle of a lock keep it, now keyed by e-mail like every address.
INSERT INTO "login_throttles" ("key_hash", "failures", "locked_until")
SELECT encode(sha256(convert_to('login:' || "email", 'UTF8')), 'hex'), "login_attempts", "locked_until"
FROM "users" WHERE "login_attempts" > 0;--> statement-breakpoint
-- hand-written: mail already sent keeps no body, so its reset and receipt links are not readable here.
UPDATE "mail_outbox" SET "text_body" = '', "html_body" = '', "attachments" = '[]'::jsonb WHERE "status" = 'sent';
