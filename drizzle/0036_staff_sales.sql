ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_provider_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "showroom_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "created_by_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "showroom_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_email" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_staff_sales_idx" ON "orders" USING btree ("created_at") WHERE "orders"."channel" <> 'online';--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_channel_check" CHECK ("checkout_sessions"."channel" in ('online', 'showroom', 'phone'));--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_showroom_check" CHECK (("checkout_sessions"."channel" = 'showroom') = ("checkout_sessions"."showroom_id" is not null));--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_provider_check" CHECK ("checkout_sessions"."provider" in ('sandbox', 'stripe', 'counter'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_check" CHECK ("orders"."channel" in ('online', 'showroom', 'phone'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_showroom_check" CHECK (("orders"."channel" = 'showroom') = ("orders"."showroom_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'paynow', 'grabpay', 'nets', 'cash'));