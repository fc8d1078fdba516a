CREATE TABLE "showroom_closed_days" (
	"showroom_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showroom_closed_days_showroom_id_day_pk" PRIMARY KEY("showroom_id","day")
);
--> statement-breakpoint
CREATE TABLE "showroom_settings" (
	"showroom_id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer NOT NULL,
	"visitors_per_slot" integer NOT NULL,
	CONSTRAINT "showroom_settings_slot_check" CHECK ("showroom_settings"."slot_minutes" between 5 and 240),
	CONSTRAINT "showroom_settings_visitors_check" CHECK ("showroom_settings"."visitors_per_slot" >= 0)
);
--> statement-breakpoint
CREATE TABLE "showroom_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"showroom_id" integer NOT NULL,
	"day" date NOT NULL,
	"start_minute" integer NOT NULL,
	"slot_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"mattresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "showroom_visits_state_check" CHECK ("showroom_visits"."state" in ('booked', 'attended', 'no_show', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "showroom_visits_link_key" ON "showroom_visits" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "showroom_visits_slot_idx" ON "showroom_visits" USING btree ("showroom_id","day","start_minute");--> statement-breakpoint
CREATE INDEX "showroom_visits_starts_idx" ON "showroom_visits" USING btree ("starts_at");