CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size_variant_id" integer,
	"size" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_known" CHECK ("stock_movements"."kind" in ('set', 'add', 'remove')),
	CONSTRAINT "stock_movements_quantity_after_not_negative" CHECK ("stock_movements"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_size_variant_id_product_size_variants_id_fk" FOREIGN KEY ("size_variant_id") REFERENCES "public"."product_size_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_size_idx" ON "stock_movements" USING btree ("size_variant_id","id");--> statement-breakpoint
UPDATE "product_size_variants" SET "size" = "product_size_variants"."size" || ' (' || "product_size_variants"."id" || ')'
WHERE EXISTS (SELECT 1 FROM "product_size_variants" AS "earlier" WHERE "earlier"."product_id" = "product_size_variants"."product_id"
  AND lower("earlier"."size") = lower("product_size_variants"."size") AND "earlier"."id" < "product_size_variants"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_size_variants_product_size_unique" ON "product_size_variants" USING btree ("product_id",lower("size"));