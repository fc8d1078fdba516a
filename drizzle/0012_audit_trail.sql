CREATE TABLE "audit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"entity_label" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_entries_entity_type_check" CHECK ("audit_entries"."entity_type" in ('product', 'voucher', 'user', 'order')),
	CONSTRAINT "audit_entries_action_check" CHECK ("audit_entries"."action" in ('created', 'updated', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_entity_idx" ON "audit_entries" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_entries_created_idx" ON "audit_entries" USING btree ("created_at");--> statement-breakpoint
-- A product with sizes holds what its sizes hold: bring the stored figure in line once (issue 16).
UPDATE "products" SET "stock_qty" = "sizes"."total"
FROM (SELECT "product_id", sum("stock_qty")::int AS "total" FROM "product_sizes" GROUP BY "product_id") AS "sizes"
WHERE "sizes"."product_id" = "products"."id" AND "products"."stock_qty" <> "sizes"."total";
--> statement-breakpoint
-- Status changes made before the audit trail existed join it, so an order's history stays whole.
INSERT INTO "audit_entries" ("entity_type", "entity_id", "entity_label", "action", "changes", "actor_user_id", "actor_email", "created_at")
SELECT 'order', "order_id", '#' || "order_id", 'updated',
  jsonb_build_array(jsonb_build_object('field', 'Status', 'from', "from_status", 'to', "to_status")),
  "changed_by_user_id", "changed_by_email", "changed_at"
FROM "order_status_changes";
