CREATE TABLE "home_slider_products" (
	"slider_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "home_slider_products_slider_id_product_id_pk" PRIMARY KEY("slider_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sale_group_categories" (
	"sale_group_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "sale_group_categories_sale_group_id_category_id_pk" PRIMARY KEY("sale_group_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sale_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_uzb" text NOT NULL,
	"name_rus" text NOT NULL,
	"percent" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_groups_percent_range" CHECK ("sale_groups"."percent" between 1 and 99),
	CONSTRAINT "sale_groups_period" CHECK ("sale_groups"."ends_at" > "sale_groups"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"message" text NOT NULL,
	"customer_id" integer,
	"read_at" timestamp with time zone,
	"read_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"name" text PRIMARY KEY NOT NULL,
	"text_uzb" text NOT NULL,
	"text_rus" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'GIFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_basket" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "multi_use" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_filials" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_regions" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "home_slider_products" ADD CONSTRAINT "home_slider_products_slider_id_home_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."home_sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_products" ADD CONSTRAINT "home_slider_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_group_categories" ADD CONSTRAINT "sale_group_categories_sale_group_id_sale_groups_id_fk" FOREIGN KEY ("sale_group_id") REFERENCES "public"."sale_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_group_categories" ADD CONSTRAINT "sale_group_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_group_categories_category_idx" ON "sale_group_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("id") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at");--> statement-breakpoint
-- Orders made before the history existed: their creation, and their present status if it has moved since.
INSERT INTO "order_status_changes" ("order_id", "from_status", "to_status", "created_at")
SELECT "id", NULL, 'NEW', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_status_changes" ("order_id", "from_status", "to_status", "note", "created_at")
SELECT "id", 'NEW', "status", 'before history', coalesce("cancelled_at", "paid_at", "created_at") FROM "orders" WHERE "status" <> 'NEW';
