-- Voucher codes tried per address and per bag in the current window (decision 0040).
CREATE TABLE "voucher_guesses" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"guesses" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voucher_guesses_guesses_check" CHECK ("voucher_guesses"."guesses" >= 0)
);
--> statement-breakpoint
CREATE INDEX "voucher_guesses_window_idx" ON "voucher_guesses" USING btree ("window_ends_at");