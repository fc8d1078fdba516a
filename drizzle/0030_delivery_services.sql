CREATE TABLE "delivery_services" (
	"code" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"offered" boolean NOT NULL,
	CONSTRAINT "delivery_services_price_check" CHECK ("delivery_services"."price_cents" >= 0),
	CONSTRAINT "delivery_services_code_check" CHECK ("delivery_services"."code" in ('disposal', 'transport', 'shifting'))
);
--> statement-breakpoint
ALTER TABLE "checkout_session_lines" ADD COLUMN "service_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "service_code" text;--> statement-breakpoint
-- The delivery page's prices (spec section 9), offered from the start; staff change them later.
INSERT INTO "delivery_services" ("code", "price_cents", "offered") VALUES
	('disposal', 12000, true),
	('transport', 12000, true),
	('shifting', 24000, true);
--> statement-breakpoint
-- The delivery page is rendered once and kept with the catalogue's answers: a change of a
-- service empties that cache on every instance, as a product's change does (migration 0013).
CREATE TRIGGER "delivery_services_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_services" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
