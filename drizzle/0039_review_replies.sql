ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Staff's public reply shows under an approved review: adding, changing or removing it refreshes cached product answers.
DROP TRIGGER "reviews_catalogue_changed" ON "reviews";--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changed" AFTER UPDATE OF "status", "author_name", "rating", "title", "body", "sleep_position", "body_build", "felt_firmness", "reply" OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
