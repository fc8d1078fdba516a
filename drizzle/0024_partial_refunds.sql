CREATE TABLE "analytics_refunds" (
	"refund_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"day" date NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "analytics_refunds_order_idx" ON "analytics_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "analytics_refunds_day_idx" ON "analytics_refunds" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_refund_lines_refund_idx" ON "order_refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "order_refund_lines_item_idx" ON "order_refund_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_provider_refund_idx" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state_check" CHECK ("order_refunds"."state" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_amounts_check" CHECK ("order_refunds"."amount_cents" >= 0 and "order_refunds"."gst_cents" >= 0 and "order_refunds"."gst_cents" <= "order_refunds"."amount_cents");--> statement-breakpoint
-- Refunds made before this migration: the GST they contained and who made them, as far as known.
UPDATE "order_refunds" r SET "gst_cents" = round(r."amount_cents" * 9 / 109.0),
  "reason" = 'Order marked refunded',
  "refunded_by_email" = coalesce((SELECT u."email" FROM "users" u WHERE u."id" = r."refunded_by_user_id"), '');
--> statement-breakpoint
-- Revenue less refunds (decision 0008 as amended by 0054): a counted sale's refunds are kept in
-- the analytics_refunds ledger and lower sales_cents on the Singapore day each was made; when the
-- order stops being a sale, its total and its refunds leave together. Each sale and refund also
-- counts for its payment method's day (0023, decision 0053), so the split still adds up.
CREATE OR REPLACE FUNCTION "analytics_recount_order"(p_order integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  recorded analytics_sales%ROWTYPE;
  cur record;
  wanted boolean;
  wanted_unshipped integer := 0;
BEGIN
  -- The order's row lock orders two transactions touching the same order.
  SELECT ord.status, ord.total_cents, ord.created_at, (ord.created_at AT TIME ZONE 'Asia/Singapore')::date AS day,
      (cs.created_at AT TIME ZONE 'Asia/Singapore')::date AS checkout_day,
      coalesce(ord.payment_method, 'unrecorded') AS method
    INTO cur FROM orders ord JOIN checkout_sessions cs ON cs.id = ord.checkout_session_id
    WHERE ord.id = p_order FOR NO KEY UPDATE OF ord;
  wanted := FOUND AND cur.status IN ('paid', 'processing');
  IF wanted AND EXISTS (
    SELECT 1 FROM order_fulfillments f WHERE f.order_id = p_order AND f.shipped_at IS NULL
  ) THEN
    wanted_unshipped := 1;
  END IF;
  SELECT * INTO recorded FROM analytics_sales s WHERE s.order_id = p_order FOR UPDATE;

  IF recorded.order_id IS NOT NULL AND NOT (
    wanted AND recorded.created_at = cur.created_at AND recorded.day = cur.day
    AND recorded.total_cents = cur.total_cents AND recorded.payment_method = cur.method
    AND recorded.unshipped = wanted_unshipped AND recorded.checkout_day = cur.checkout_day
    AND NOT EXISTS (
      SELECT l.order_item_id, l.qty, l.amount_cents FROM analytics_sale_lines l WHERE l.order_id = p_order
      EXCEPT SELECT v.order_item_id, v.qty, v.amount_cents FROM analytics_line_shares v WHERE v.order_id = p_order
    )
    AND NOT EXISTS (
      SELECT v.order_item_id, v.qty, v.amount_cents FROM analytics_line_shares v WHERE v.order_id = p_order
      EXCEPT SELECT l.order_item_id, l.qty, l.amount_cents FROM analytics_sale_lines l WHERE l.order_id = p_order
    )
    AND NOT EXISTS (
      SELECT r.refund_id, r.day, r.amount_cents FROM analytics_refunds r WHERE r.order_id = p_order
      EXCEPT SELECT v.id, (v.created_at AT TIME ZONE 'Asia/Singapore')::date, v.amount_cents
      FROM order_refunds v WHERE v.order_id = p_order AND v.state <> 'failed'
    )
    AND NOT EXISTS (
      SELECT v.id, (v.created_at AT TIME ZONE 'Asia/Singapore')::date, v.amount_cents
      FROM order_refunds v WHERE v.order_id = p_order AND v.state <> 'failed'
      EXCEPT SELECT r.refund_id, r.day, r.amount_cents FROM analytics_refunds r WHERE r.order_id = p_order
    )
  ) THEN
    UPDATE analytics_daily d SET sales = d.sales - 1, sales_cents = d.sales_cents - recorded.total_cents,
      unshipped = d.unshipped - recorded.unshipped
    WHERE d.day = recorded.day;
    UPDATE analytics_daily_methods m SET sales = m.sales - 1, sales_cents = m.sales_cents - recorded.total_cents
    WHERE m.day = recorded.day AND m.method = recorded.payment_method;
    UPDATE analytics_daily d SET checkouts_converted = d.checkouts_converted - 1
    WHERE d.day = recorded.checkout_day;
    UPDATE analytics_daily_products p SET qty = p.qty - l.qty, revenue_cents = p.revenue_cents - l.cents
    FROM (
      SELECT sl.product_key, sum(sl.qty) AS qty, sum(sl.share_cents) AS cents
      FROM analytics_sale_lines sl WHERE sl.order_id = p_order GROUP BY sl.product_key
    ) l
    WHERE p.day = recorded.day AND p.product_key = l.product_key;
    UPDATE analytics_daily d SET sales_cents = d.sales_cents + r.cents
    FROM (
      SELECT ar.day, sum(ar.amount_cents) AS cents FROM analytics_refunds ar
      WHERE ar.order_id = p_order GROUP BY ar.day
    ) r
    WHERE d.day = r.day;
    UPDATE analytics_daily_methods m SET sales_cents = m.sales_cents + r.cents
    FROM (
      SELECT ar.day, sum(ar.amount_cents) AS cents FROM analytics_refunds ar
      WHERE ar.order_id = p_order GROUP BY ar.day
    ) r
    WHERE m.day = r.day AND m.method = recorded.payment_method;
    DELETE FROM analytics_refunds ar WHERE ar.order_id = p_order;
    DELETE FROM analytics_sale_lines sl WHERE sl.order_id = p_order;
    DELETE FROM analytics_sales s WHERE s.order_id = p_order;
    recorded.order_id := NULL;
  END IF;

  IF wanted AND recorded.order_id IS NULL THEN
    INSERT INTO analytics_sales (order_id, day, created_at, total_cents, unshipped, checkout_day, payment_method)
    VALUES (p_order, cur.day, cur.created_at, cur.total_cents, wanted_unshipped, cur.checkout_day, cur.method);
    INSERT INTO analytics_sale_lines
      (order_item_id, order_id, product_key, product_id, name, qty, amount_cents, share_cents)
    SELECT v.order_item_id, v.order_id, v.product_key, v.product_id, v.name, v.qty, v.amount_cents, v.share_cents
    FROM analytics_line_shares v WHERE v.order_id = p_order;
    INSERT INTO analytics_daily AS d (day, sales, sales_cents, unshipped)
    VALUES (cur.day, 1, cur.total_cents, wanted_unshipped)
    ON CONFLICT (day) DO UPDATE SET sales = d.sales + 1,
      sales_cents = d.sales_cents + excluded.sales_cents, unshipped = d.unshipped + excluded.unshipped;
    INSERT INTO analytics_daily_methods AS m (day, method, sales, sales_cents)
    VALUES (cur.day, cur.method, 1, cur.total_cents)
    ON CONFLICT (day, method) DO UPDATE SET sales = m.sales + 1, sales_cents = m.sales_cents + excluded.sales_cents;
    INSERT INTO analytics_daily AS d (day, checkouts_converted) VALUES (cur.checkout_day, 1)
    ON CONFLICT (day) DO UPDATE SET checkouts_converted = d.checkouts_converted + 1;
    INSERT INTO analytics_daily_products AS p (day, product_key, product_id, name, qty, revenue_cents)
    SELECT cur.day, sl.product_key, min(sl.product_id), min(sl.name), sum(sl.qty), sum(sl.share_cents)
    FROM analytics_sale_lines sl WHERE sl.order_id = p_order GROUP BY sl.product_key
    ON CONFLICT (day, product_key) DO UPDATE SET qty = p.qty + excluded.qty,
      revenue_cents = p.revenue_cents + excluded.revenue_cents;
    -- A sale's refunds lower revenue on the Singapore day each was made.
    INSERT INTO analytics_refunds (refund_id, order_id, day, amount_cents)
    SELECT v.id, p_order, (v.created_at AT TIME ZONE 'Asia/Singapore')::date, v.amount_cents
    FROM order_refunds v WHERE v.order_id = p_order AND v.state <> 'failed';
    INSERT INTO analytics_daily AS d (day, sales_cents)
    SELECT ar.day, -sum(ar.amount_cents) FROM analytics_refunds ar WHERE ar.order_id = p_order GROUP BY ar.day
    ON CONFLICT (day) DO UPDATE SET sales_cents = d.sales_cents + excluded.sales_cents;
    INSERT INTO analytics_daily_methods AS m (day, method, sales_cents)
    SELECT ar.day, cur.method, -sum(ar.amount_cents) FROM analytics_refunds ar WHERE ar.order_id = p_order GROUP BY ar.day
    ON CONFLICT (day, method) DO UPDATE SET sales_cents = m.sales_cents + excluded.sales_cents;
  END IF;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_refunds_counted" AFTER INSERT OR UPDATE OF order_id, state, amount_cents, created_at OR DELETE ON "order_refunds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_order_part_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items, order_fulfillments, checkout_sessions, order_refunds IN SHARE MODE;
  TRUNCATE analytics_daily, analytics_daily_products, analytics_daily_methods, analytics_sales,
    analytics_sale_lines, analytics_refunds;
  INSERT INTO analytics_sales (order_id, day, created_at, total_cents, unshipped, checkout_day, payment_method)
  SELECT o.id, (o.created_at AT TIME ZONE 'Asia/Singapore')::date, o.created_at, o.total_cents,
    CASE WHEN EXISTS (
      SELECT 1 FROM order_fulfillments f WHERE f.order_id = o.id AND f.shipped_at IS NULL
    ) THEN 1 ELSE 0 END,
    (cs.created_at AT TIME ZONE 'Asia/Singapore')::date, coalesce(o.payment_method, 'unrecorded')
  FROM orders o JOIN checkout_sessions cs ON cs.id = o.checkout_session_id
  WHERE o.status IN ('paid', 'processing');
  INSERT INTO analytics_sale_lines
    (order_item_id, order_id, product_key, product_id, name, qty, amount_cents, share_cents)
  SELECT v.order_item_id, v.order_id, v.product_key, v.product_id, v.name, v.qty, v.amount_cents, v.share_cents
  FROM analytics_line_shares v JOIN analytics_sales s ON s.order_id = v.order_id;
  INSERT INTO analytics_daily (day, sales, sales_cents, unshipped)
  SELECT s.day, count(*), sum(s.total_cents), sum(s.unshipped) FROM analytics_sales s GROUP BY s.day;
  INSERT INTO analytics_daily_methods (day, method, sales, sales_cents)
  SELECT s.day, s.payment_method, count(*), sum(s.total_cents) FROM analytics_sales s
  GROUP BY s.day, s.payment_method;
  INSERT INTO analytics_daily AS d (day, checkouts_converted)
  SELECT s.checkout_day, count(*) FROM analytics_sales s GROUP BY s.checkout_day
  ON CONFLICT (day) DO UPDATE SET checkouts_converted = excluded.checkouts_converted;
  INSERT INTO analytics_daily_products (day, product_key, product_id, name, qty, revenue_cents)
  SELECT s.day, l.product_key, min(l.product_id), min(l.name), sum(l.qty), sum(l.share_cents)
  FROM analytics_sale_lines l JOIN analytics_sales s ON s.order_id = l.order_id
  GROUP BY s.day, l.product_key;
  INSERT INTO analytics_daily AS d (day, checkouts_completed, checkouts_abandoned, abandoned_cents)
  SELECT (c.created_at AT TIME ZONE 'Asia/Singapore')::date,
    count(*) FILTER (WHERE c.state = 'completed'), count(*) FILTER (WHERE c.state = 'released'),
    coalesce(sum(c.total_cents) FILTER (WHERE c.state = 'released'), 0)
  FROM checkout_sessions c WHERE c.state IN ('completed', 'released') GROUP BY 1
  ON CONFLICT (day) DO UPDATE SET checkouts_completed = excluded.checkouts_completed,
    checkouts_abandoned = excluded.checkouts_abandoned, abandoned_cents = excluded.abandoned_cents;
  INSERT INTO analytics_refunds (refund_id, order_id, day, amount_cents)
  SELECT v.id, v.order_id, (v.created_at AT TIME ZONE 'Asia/Singapore')::date, v.amount_cents
  FROM order_refunds v JOIN analytics_sales s ON s.order_id = v.order_id WHERE v.state <> 'failed';
  INSERT INTO analytics_daily AS d (day, sales_cents)
  SELECT ar.day, -sum(ar.amount_cents) FROM analytics_refunds ar GROUP BY ar.day
  ON CONFLICT (day) DO UPDATE SET sales_cents = d.sales_cents + excluded.sales_cents;
  INSERT INTO analytics_daily_methods AS m (day, method, sales_cents)
  SELECT ar.day, s.payment_method, -sum(ar.amount_cents)
  FROM analytics_refunds ar JOIN analytics_sales s ON s.order_id = ar.order_id
  GROUP BY ar.day, s.payment_method
  ON CONFLICT (day, method) DO UPDATE SET sales_cents = m.sales_cents + excluded.sales_cents;
END $$;
--> statement-breakpoint
SELECT analytics_rebuild();
