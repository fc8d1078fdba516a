CREATE TABLE "email_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_change_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_change_reversals_reserved_idx" ON "email_change_reversals" USING btree ("old_email") WHERE "email_change_reversals"."used_at" is null;--> statement-breakpoint
-- An address given up in an e-mail change stays reserved for its owner while the undo link lives
-- (unused, unexpired): no other account may take it, whoever writes the row (registration, another
-- e-mail change, staff, the admin of ADMIN_EMAIL). Refused as the unique index refuses a taken
-- address, so every caller answers as it does for a taken one (decision 37).
-- Writing an address and reserving one take the same per-address lock: a registration waiting
-- behind a change that reserves its address sees the reservation once the change commits (each
-- statement of a PL/pgSQL function reads what has committed by then).
CREATE FUNCTION "lock_email_address"(address text) RETURNS void LANGUAGE sql AS $$
	SELECT pg_advisory_xact_lock(hashtextextended('email address ' || address, 0))
$$;
--> statement-breakpoint
CREATE FUNCTION "users_email_not_reserved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM lock_email_address(NEW.email);
	IF EXISTS (
		SELECT 1 FROM email_change_reversals r
		WHERE r.old_email = NEW.email AND r.user_id <> NEW.id
			AND r.used_at IS NULL AND r.expires_at > now()
	) THEN
		RAISE EXCEPTION 'this e-mail address is reserved for the undo of an e-mail change'
			USING ERRCODE = 'unique_violation', CONSTRAINT = 'users_email_reserved';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_email_reserved_on_insert" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION "users_email_not_reserved"();
--> statement-breakpoint
CREATE TRIGGER "users_email_reserved_on_update" BEFORE UPDATE OF "email" ON "users" FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "users_email_not_reserved"();
--> statement-breakpoint
CREATE FUNCTION "email_reservation_locked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM lock_email_address(NEW.old_email);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "email_change_reversals_lock_address" BEFORE INSERT ON "email_change_reversals" FOR EACH ROW EXECUTE FUNCTION "email_reservation_locked"();
