ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Every admin so far could do everything: they become owners (issue 25, decision 0064).
UPDATE "users" SET "staff_role" = 'owner' WHERE "acctype" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("users"."staff_role" in ('owner', 'store', 'catalogue'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_of_admins_check" CHECK (("users"."acctype" = 'admin') = ("users"."staff_role" is not null));
