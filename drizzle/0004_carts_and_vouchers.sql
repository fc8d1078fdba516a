CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_line_key" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","size_id"),
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"session_id_hash" text,
	"voucher_id" integer,
	"notice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_user_key" UNIQUE("user_id"),
	CONSTRAINT "carts_session_key" UNIQUE("session_id_hash"),
	CONSTRAINT "carts_owner_check" CHECK (("carts"."user_id" is null) <> ("carts"."session_id_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"max_uses" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_key" UNIQUE("code"),
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" = upper(btrim("vouchers"."code")) and "vouchers"."code" <> ''),
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" in ('percent', 'fixed')),
	CONSTRAINT "vouchers_value_check" CHECK (("vouchers"."kind" = 'percent' and "vouchers"."percent_off" between 0 and 100 and "vouchers"."amount_off_cents" is null) or ("vouchers"."kind" = 'fixed' and "vouchers"."amount_off_cents" >= 0 and "vouchers"."percent_off" is null)),
	CONSTRAINT "vouchers_min_subtotal_check" CHECK ("vouchers"."min_subtotal_cents" >= 0),
	CONSTRAINT "vouchers_max_uses_check" CHECK ("vouchers"."max_uses" >= 0),
	CONSTRAINT "vouchers_used_count_check" CHECK ("vouchers"."used_count" >= 0),
	CONSTRAINT "vouchers_dates_check" CHECK ("vouchers"."starts_at" is null or "vouchers"."expires_at" is null or "vouchers"."starts_at" < "vouchers"."expires_at")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "cart_items_size_idx" ON "cart_items" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "carts_voucher_idx" ON "carts" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");