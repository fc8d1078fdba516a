ALTER TABLE "delivery_services" DROP CONSTRAINT "delivery_services_code_check";--> statement-breakpoint
ALTER TABLE "delivery_services" ADD CONSTRAINT "delivery_services_code_check" CHECK ("delivery_services"."code" in ('urgent', 'disposal', 'transport', 'shifting'));--> statement-breakpoint
-- Urgent same-day delivery at the delivery page's price (spec section 9), offered from the start
-- (decision 0063); staff switch it off on days the crews cannot take one.
INSERT INTO "delivery_services" ("code", "price_cents", "offered") VALUES ('urgent', 12000, true);
