-- The staff list of one category, sorted, without sorting every product the category holds: each filing carries
-- copies of its product's sort keys and active flag, kept by the two triggers below (the app never writes them).
ALTER TABLE "product_categories" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "sell_price" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "reference_number" text;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "active" boolean;--> statement-breakpoint
UPDATE "product_categories" AS pc
SET "created_at" = p."created_at", "sell_price" = p."sell_price", "name_key" = lower(p."name_uzb"),
    "reference_number" = p."reference_number", "active" = p."active"
FROM "products" AS p
WHERE p."id" = pc."product_id";--> statement-breakpoint
CREATE FUNCTION "product_categories_copy_product_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."created_at", p."sell_price", lower(p."name_uzb"), p."reference_number", p."active"
  INTO NEW."created_at", NEW."sell_price", NEW."name_key", NEW."reference_number", NEW."active"
  FROM "products" AS p WHERE p."id" = NEW."product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_categories_copy_product_keys" BEFORE INSERT OR UPDATE OF "product_id" ON "product_categories"
FOR EACH ROW EXECUTE FUNCTION "product_categories_copy_product_keys"();--> statement-breakpoint
CREATE FUNCTION "products_share_keys_with_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "product_categories"
  SET "created_at" = NEW."created_at", "sell_price" = NEW."sell_price", "name_key" = lower(NEW."name_uzb"),
      "reference_number" = NEW."reference_number", "active" = NEW."active"
  WHERE "product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_share_keys_with_categories" AFTER UPDATE OF "created_at", "sell_price", "name_uzb", "reference_number", "active" ON "products"
FOR EACH ROW
WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."sell_price" IS DISTINCT FROM NEW."sell_price"
  OR OLD."name_uzb" IS DISTINCT FROM NEW."name_uzb" OR OLD."reference_number" IS DISTINCT FROM NEW."reference_number"
  OR OLD."active" IS DISTINCT FROM NEW."active")
EXECUTE FUNCTION "products_share_keys_with_categories"();--> statement-breakpoint
CREATE INDEX "product_categories_created_idx" ON "product_categories" USING btree ("category_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_price_idx" ON "product_categories" USING btree ("category_id","sell_price","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_name_idx" ON "product_categories" USING btree ("category_id","name_key","product_id");--> statement-breakpoint
CREATE INDEX "product_categories_reference_idx" ON "product_categories" USING btree ("category_id","reference_number","product_id");--> statement-breakpoint
CREATE INDEX "products_inactive_idx" ON "products" USING btree ("id") WHERE not "products"."active";
