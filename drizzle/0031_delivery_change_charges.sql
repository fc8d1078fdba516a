CREATE TABLE "delivery_change_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_window" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "delivery_change_charges_amount_check" CHECK ("delivery_change_charges"."amount_cents" > 0),
	CONSTRAINT "delivery_change_charges_state_check" CHECK ("delivery_change_charges"."state" in ('open', 'paid', 'closed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "delivery_change_charges" ADD CONSTRAINT "delivery_change_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_change_charges_provider_session_key" ON "delivery_change_charges" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "delivery_change_charges_order_idx" ON "delivery_change_charges" USING btree ("order_id");