CREATE TABLE "order_refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"restocked" boolean NOT NULL,
	CONSTRAINT "order_refund_lines_qty_check" CHECK ("order_refund_lines"."qty" >= 1)
);
--> statement-breakpoint
-- One order, many refunds (docs/decisions/0054): the order id stops being the key.
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_pkey";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "state" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "gst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "refunded_by_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_lines_refund_idx" ON "order_refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "order_refund_lines_item_idx" ON "order_refund_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_provider_refund_idx" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state_check" CHECK ("order_refunds"."state" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_amounts_check" CHECK ("order_refunds"."amount_cents" >= 0 and "order_refunds"."gst_cents" >= 0 and "order_refunds"."gst_cents" <= "order_refunds"."amount_cents");;--> statement-breakpoint
-- Refunds made before this migration: the GST they contained and who made them, as far as known.
UPDATE "order_refunds" r SET "gst_cents" = round(r."amount_cents" * 9 / 109.0),
  "reason" = 'Order marked refunded',
  "refunded_by_email" = coalesce((SELECT u."email" FROM "users" u WHERE u."id" = r."refunded_by_user_id"), '');