CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"fault" text NOT NULL,
	"impression_mm" integer,
	"size_difference_cm" numeric(4, 1),
	"description" text NOT NULL,
	"photo_keys" jsonb NOT NULL,
	"inspection_date" date NOT NULL,
	"inspection_window" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"decline_reason" text,
	"delivered_at" timestamp with time zone NOT NULL,
	"coverage" text NOT NULL,
	"years_owned" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"repair_share_cents" integer,
	"transport_cents" integer,
	"inspection_fee_cents" integer,
	"total_cents" integer,
	"explanation" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_claims_state_check" CHECK ("warranty_claims"."state" in ('new', 'inspection_booked', 'approved', 'declined', 'resolved')),
	CONSTRAINT "warranty_claims_fault_check" CHECK ("warranty_claims"."fault" in ('body_impression', 'size_difference', 'other')),
	CONSTRAINT "warranty_claims_coverage_check" CHECK ("warranty_claims"."coverage" in ('free', 'shared', 'not_covered', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranty_claims_order_idx" ON "warranty_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warranty_claims_state_idx" ON "warranty_claims" USING btree ("state","created_at");