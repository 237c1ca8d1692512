CREATE TABLE "return_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"comment" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handover" text NOT NULL,
	"exchange_product_id" integer,
	"exchange_size_variant_id" integer,
	"exchange_size" text,
	"exchange_tracking_number" text,
	"decision_note" text,
	"decided_by" integer,
	"received_by" integer,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"refund_state" text,
	"refund_payment_id" integer,
	"refund_receipt_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"exchange_sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "return_requests_quantity_positive" CHECK ("return_requests"."quantity" > 0),
	CONSTRAINT "return_requests_refund_not_negative" CHECK ("return_requests"."refund_amount" >= 0),
	CONSTRAINT "return_requests_exchange_named" CHECK (("return_requests"."kind" = 'EXCHANGE') = ("return_requests"."exchange_size" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_product_id_products_id_fk" FOREIGN KEY ("exchange_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_exchange_size_variant_id_product_size_variants_id_fk" FOREIGN KEY ("exchange_size_variant_id") REFERENCES "public"."product_size_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_payment_id_payment_transactions_id_fk" FOREIGN KEY ("refund_payment_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_one_open_per_line" ON "return_requests" USING btree ("order_item_id") WHERE "return_requests"."status" in ('REQUESTED', 'APPROVED', 'RECEIVED');--> statement-breakpoint
-- Orders delivered before this column existed: the moment of their move to REACHED, else (written without a history, as the demo's first orders were) when they were placed.
UPDATE "orders" SET "reached_at" = coalesce((SELECT max("created_at") FROM "order_status_changes" WHERE "order_status_changes"."order_id" = "orders"."id" AND "order_status_changes"."to_status" = 'REACHED'), "orders"."created_at") WHERE "orders"."status" = 'REACHED';
