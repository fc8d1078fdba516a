CREATE TABLE "order_delivery_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by_user_id" integer,
	"changed_by_email" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_delivery_steps_state_check" CHECK ("order_delivery_steps"."state" in ('booked', 'confirmed', 'out_for_delivery', 'delivered', 'not_delivered'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_state" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_delivery_steps" ADD CONSTRAINT "order_delivery_steps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_steps" ADD CONSTRAINT "order_delivery_steps_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_delivery_steps_order_idx" ON "order_delivery_steps" USING btree ("order_id","changed_at");--> statement-breakpoint
CREATE INDEX "orders_booked_delivery_idx" ON "orders" USING btree ("delivery_date") WHERE "orders"."delivery_state" = 'booked';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_state_check" CHECK ("orders"."delivery_state" in ('booked', 'confirmed', 'out_for_delivery', 'delivered', 'not_delivered'));