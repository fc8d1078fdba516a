CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"sales_cents" bigint DEFAULT 0 NOT NULL,
	"unshipped" integer DEFAULT 0 NOT NULL,
	"checkouts_completed" integer DEFAULT 0 NOT NULL,
	"checkouts_converted" integer DEFAULT 0 NOT NULL,
	"checkouts_abandoned" integer DEFAULT 0 NOT NULL,
	"abandoned_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_products" (
	"day" date NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_products_day_product_key_pk" PRIMARY KEY("day","product_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_sale_lines" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_key" text NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"share_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sales" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"total_cents" integer NOT NULL,
	"unshipped" integer NOT NULL,
	"checkout_day" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_sale_lines_order_idx" ON "analytics_sale_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "analytics_sales_day_idx" ON "analytics_sales" USING btree ("day","order_id");--> statement-breakpoint
CREATE INDEX "analytics_sales_queue_idx" ON "analytics_sales" USING btree ("created_at","order_id") WHERE "analytics_sales"."unshipped" = 1;--> statement-breakpoint
-- Each line's share of what its order charged: the voucher spread over the lines in proportion,
-- floored to the cent, the cents left over given to the largest remainders (then the first
-- line), so the shares add up to the charge exactly (docs/decisions/0008).
CREATE VIEW "analytics_line_shares" AS
WITH lines AS (
  SELECT oi.id AS order_item_id, oi.order_id, oi.product_id, oi.name, oi.qty,
    oi.qty::bigint * oi.unit_price_cents AS amount_cents, o.total_cents::bigint AS charged_cents
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
), subtotals AS (
  SELECT l.*, (sum(l.amount_cents) OVER (PARTITION BY l.order_id))::bigint AS subtotal_cents
  FROM lines l
), floored AS (
  SELECT s.*,
    CASE WHEN s.subtotal_cents > 0 THEN s.amount_cents * s.charged_cents / s.subtotal_cents ELSE 0 END AS floor_cents,
    CASE WHEN s.subtotal_cents > 0 THEN s.amount_cents * s.charged_cents % s.subtotal_cents ELSE 0 END AS remainder
  FROM subtotals s
), ranked AS (
  SELECT f.*,
    row_number() OVER (PARTITION BY f.order_id ORDER BY f.remainder DESC, f.order_item_id) AS rank,
    f.charged_cents - (sum(f.floor_cents) OVER (PARTITION BY f.order_id))::bigint AS leftover_cents
  FROM floored f
)
SELECT r.order_item_id, r.order_id,
  CASE WHEN r.product_id IS NULL THEN 'n:' || r.name ELSE 'p:' || r.product_id END AS product_key,
  r.product_id, r.name, r.qty, r.amount_cents,
  r.floor_cents + CASE WHEN r.rank <= r.leftover_cents THEN 1 ELSE 0 END AS share_cents
FROM ranked r;
--> statement-breakpoint
-- Brings one order's place in the roll-ups in line with what it is now: a sale (paid or
-- processing) is counted once, on its Singapore day, with its lines' shares; anything else not
-- at all. What was counted is in the ledger, so taking it out is exact whatever changed.
CREATE FUNCTION "analytics_recount_order"(p_order integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  recorded analytics_sales%ROWTYPE;
  cur record;
  wanted boolean;
  wanted_unshipped integer := 0;
BEGIN
  -- The order's row lock orders two transactions touching the same order.
  SELECT ord.status, ord.total_cents, ord.created_at, (ord.created_at AT TIME ZONE 'Asia/Singapore')::date AS day,
      (cs.created_at AT TIME ZONE 'Asia/Singapore')::date AS checkout_day
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
    AND recorded.total_cents = cur.total_cents
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
    INSERT INTO analytics_sales (order_id, day, created_at, total_cents, unshipped, checkout_day)
    VALUES (p_order, cur.day, cur.created_at, cur.total_cents, wanted_unshipped, cur.checkout_day);
    INSERT INTO analytics_sale_lines
      (order_item_id, order_id, product_key, product_id, name, qty, amount_cents, share_cents)
    SELECT v.order_item_id, v.order_id, v.product_key, v.product_id, v.name, v.qty, v.amount_cents, v.share_cents
    FROM analytics_line_shares v WHERE v.order_id = p_order;
    INSERT INTO analytics_daily AS d (day, sales, sales_cents, unshipped)
    VALUES (cur.day, 1, cur.total_cents, wanted_unshipped)
    ON CONFLICT (day) DO UPDATE SET sales = d.sales + 1,
      sales_cents = d.sales_cents + excluded.sales_cents, unshipped = d.unshipped + excluded.unshipped;
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
CREATE FUNCTION "analytics_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM analytics_recount_order(OLD.id);
  ELSE
    PERFORM analytics_recount_order(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- For order_items and order_fulfillments: the order (or both orders, when a row moved) is recounted.
CREATE FUNCTION "analytics_order_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_recount_order(OLD.order_id);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM analytics_recount_order(NEW.order_id);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.order_id <> OLD.order_id THEN
      PERFORM analytics_recount_order(NEW.order_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A checkout counts on the Singapore day it was opened once it ends: completed (paid) or
-- released (abandoned: opened and not paid). Converted ones (its order is a sale) are counted
-- by the order's recount above.
CREATE FUNCTION "analytics_count_checkout"(p_state text, p_created timestamptz, p_total integer, p_sign integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO analytics_daily AS d (day, checkouts_completed, checkouts_abandoned, abandoned_cents)
  SELECT (p_created AT TIME ZONE 'Asia/Singapore')::date,
    CASE WHEN p_state = 'completed' THEN p_sign ELSE 0 END,
    CASE WHEN p_state = 'released' THEN p_sign ELSE 0 END,
    CASE WHEN p_state = 'released' THEN p_sign * p_total ELSE 0 END
  WHERE p_state IN ('completed', 'released')
  ON CONFLICT (day) DO UPDATE SET checkouts_completed = d.checkouts_completed + excluded.checkouts_completed,
    checkouts_abandoned = d.checkouts_abandoned + excluded.checkouts_abandoned,
    abandoned_cents = d.abandoned_cents + excluded.abandoned_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_checkout_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM analytics_count_checkout(OLD.state, OLD.created_at, OLD.total_cents, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM analytics_count_checkout(NEW.state, NEW.created_at, NEW.total_cents, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: an order's lines and fulfilment are written after the order, and the
-- roll-up rows are locked only for the moment of the commit.
CREATE CONSTRAINT TRIGGER "analytics_orders_counted" AFTER INSERT OR UPDATE OF status, created_at, total_cents OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_order_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_order_items_counted" AFTER INSERT OR UPDATE OF order_id, qty, unit_price_cents OR DELETE ON "order_items"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_order_part_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_fulfillments_counted" AFTER INSERT OR UPDATE OF order_id, shipped_at OR DELETE ON "order_fulfillments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_order_part_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "analytics_checkouts_counted" AFTER INSERT OR UPDATE OF state, created_at, total_cents OR DELETE ON "checkout_sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION analytics_checkout_changed();
--> statement-breakpoint
-- Counts everything again from the orders and checkouts, set by set: fills the roll-ups for the
-- orders that existed before them, and after a bulk load made with triggers off (the bench).
CREATE FUNCTION "analytics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items, order_fulfillments, checkout_sessions IN SHARE MODE;
  TRUNCATE analytics_daily, analytics_daily_products, analytics_sales, analytics_sale_lines;
  INSERT INTO analytics_sales (order_id, day, created_at, total_cents, unshipped, checkout_day)
  SELECT o.id, (o.created_at AT TIME ZONE 'Asia/Singapore')::date, o.created_at, o.total_cents,
    CASE WHEN EXISTS (
      SELECT 1 FROM order_fulfillments f WHERE f.order_id = o.id AND f.shipped_at IS NULL
    ) THEN 1 ELSE 0 END,
    (cs.created_at AT TIME ZONE 'Asia/Singapore')::date
  FROM orders o JOIN checkout_sessions cs ON cs.id = o.checkout_session_id
  WHERE o.status IN ('paid', 'processing');
  INSERT INTO analytics_sale_lines
    (order_item_id, order_id, product_key, product_id, name, qty, amount_cents, share_cents)
  SELECT v.order_item_id, v.order_id, v.product_key, v.product_id, v.name, v.qty, v.amount_cents, v.share_cents
  FROM analytics_line_shares v JOIN analytics_sales s ON s.order_id = v.order_id;
  INSERT INTO analytics_daily (day, sales, sales_cents, unshipped)
  SELECT s.day, count(*), sum(s.total_cents), sum(s.unshipped) FROM analytics_sales s GROUP BY s.day;
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
SELECT analytics_rebuild();
