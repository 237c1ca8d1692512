ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_known";--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
-- Every movement before this one was a staff member's change.
ALTER TABLE "stock_movements" ADD COLUMN "actor" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "actor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_known" CHECK ("stock_movements"."actor" in ('staff', 'customer', 'shop', 'payme', 'click', 'uzum'));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_named" CHECK (("stock_movements"."actor" = 'staff') = ("stock_movements"."user_id" is not null));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_named" CHECK (("stock_movements"."kind" in ('sale', 'cancellation', 'return')) = ("stock_movements"."order_id" is not null));--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_known" CHECK ("stock_movements"."kind" in ('set', 'add', 'remove', 'sale', 'cancellation', 'return'));--> statement-breakpoint
-- Sales and cancellations were not movements before: each size's history gets one row by the shop that makes its
-- movements add up to its stock from here on.
INSERT INTO "stock_movements" ("product_id", "size_variant_id", "size", "actor", "kind", "delta", "quantity_after")
SELECT v."product_id", v."id", v."size", 'shop', 'set', v."quantity" - coalesce(m."total", 0), v."quantity"
FROM "product_size_variants" v
LEFT JOIN (SELECT "size_variant_id", sum("delta")::int AS "total" FROM "stock_movements" GROUP BY "size_variant_id") m ON m."size_variant_id" = v."id"
WHERE v."quantity" <> coalesce(m."total", 0);
