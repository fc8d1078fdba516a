ALTER TABLE "products" ADD COLUMN "firmness" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_firmness_check" CHECK ("products"."firmness" between 0 and 10 and "products"."firmness" * 2 = round("products"."firmness" * 2));
--> statement-breakpoint
-- A shop that loaded the demo catalogue before firmness existed gets the demo's values (decision 0031).
UPDATE "products" AS "p" SET "firmness" = "v"."firmness"
FROM (VALUES
  (1, 'Hotel Grand', 7.0),
  (2, 'Hotel Suite Pillow Top', 4.0),
  (3, 'Hotel Residence', 6.0),
  (4, 'Spinal Pro', 9.0),
  (5, 'Spinal Ortho Firm', 9.5),
  (6, 'Spinal Support Plus', 8.5),
  (7, 'Prestige Royale', 3.5),
  (8, 'Prestige Latex Luxe', 5.5),
  (9, 'Prestige Imperial', 2.0),
  (10, 'Resort Sentosa', 3.0),
  (11, 'Resort Lagoon', 4.5),
  (12, 'Resort Palm Breeze', 2.5),
  (13, '8etterFoam Essential', 8.0),
  (14, '8etterCare 2', 5.0),
  (15, '8etterCare 1', 7.5),
  (16, '8etterCare Junior', 6.5)
) AS "v"("id", "name", "firmness")
WHERE "p"."id" = "v"."id" AND "p"."name" = "v"."name" AND "p"."firmness" IS NULL
  AND EXISTS (SELECT 1 FROM "app_state" WHERE "key" = 'demo_catalog_seeded_at');
