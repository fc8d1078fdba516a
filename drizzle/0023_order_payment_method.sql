CREATE TABLE "analytics_daily_methods" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_methods_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
ALTER TABLE "analytics_sales" ADD COLUMN "payment_method" text DEFAULT 'unrecorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'paynow', 'grabpay'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_details_check" CHECK ("orders"."payment_method" = 'card' or ("orders"."card_brand" is null and "orders"."card_last4" is null));--> statement-breakpoint
-- Every order counted so far was placed before the method was recorded: the ledger's default
-- (`unrecorded`) holds for all of them, so each day's split is the day's own figures.
INSERT INTO "analytics_daily_methods" ("day", "method", "sales", "sales_cents")
SELECT d.day, 'unrecorded', d.sales, d.sales_cents FROM analytics_daily d WHERE d.sales <> 0;
--> statement-breakpoint
-- As in 0016, and each sale also counts for its payment method's day (issue 23, decision 0053).
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
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items, order_fulfillments, checkout_sessions IN SHARE MODE;
  TRUNCATE analytics_daily, analytics_daily_products, analytics_daily_methods, analytics_sales, analytics_sale_lines;
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
END $$;
--> statement-breakpoint
-- A corrected method moves the sale to the other method's row.
DROP TRIGGER "analytics_orders_counted" ON "orders";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_orders_counted" AFTER INSERT OR UPDATE OF status, created_at, total_cents, payment_method OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_order_changed();
