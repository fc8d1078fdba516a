CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_line1" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "shipping_postal" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "save_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_window" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_delivery_window_check" CHECK ("checkout_sessions"."delivery_window" in ('10-13', '13-16', '15-18'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_window_check" CHECK ("orders"."delivery_window" in ('10-13', '13-16', '15-18'));--> statement-breakpoint
-- Singapore's gazetted public holidays (Ministry of Manpower), with the Monday in lieu of one on a Sunday.
INSERT INTO "public_holidays" ("day", "name") VALUES
('2026-01-01', 'New Year''s Day'),
('2026-02-17', 'Chinese New Year'),
('2026-02-18', 'Chinese New Year'),
('2026-03-21', 'Hari Raya Puasa'),
('2026-04-03', 'Good Friday'),
('2026-05-01', 'Labour Day'),
('2026-05-27', 'Hari Raya Haji'),
('2026-05-31', 'Vesak Day'),
('2026-06-01', 'Vesak Day (in lieu)'),
('2026-08-09', 'National Day'),
('2026-08-10', 'National Day (in lieu)'),
('2026-11-08', 'Deepavali'),
('2026-11-09', 'Deepavali (in lieu)'),
('2026-12-25', 'Christmas Day'),
('2027-01-01', 'New Year''s Day'),
('2027-02-06', 'Chinese New Year'),
('2027-02-07', 'Chinese New Year'),
('2027-02-08', 'Chinese New Year (in lieu)'),
('2027-03-10', 'Hari Raya Puasa'),
('2027-03-26', 'Good Friday'),
('2027-05-01', 'Labour Day'),
('2027-05-17', 'Hari Raya Haji'),
('2027-05-20', 'Vesak Day'),
('2027-08-09', 'National Day'),
('2027-10-28', 'Deepavali'),
('2027-12-25', 'Christmas Day')
ON CONFLICT ("day") DO NOTHING;
