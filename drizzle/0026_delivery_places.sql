CREATE TABLE "delivery_window_places" (
	"day" date NOT NULL,
	"window" text NOT NULL,
	"places" integer NOT NULL,
	CONSTRAINT "delivery_window_places_day_window_pk" PRIMARY KEY("day","window"),
	CONSTRAINT "delivery_window_places_places_check" CHECK ("delivery_window_places"."places" >= 0),
	CONSTRAINT "delivery_window_places_window_check" CHECK ("delivery_window_places"."window" in ('10-13', '13-16', '15-18'))
);
--> statement-breakpoint
CREATE INDEX "orders_delivery_slot_idx" ON "orders" USING btree ("delivery_date","delivery_window") WHERE "orders"."delivery_date" is not null;