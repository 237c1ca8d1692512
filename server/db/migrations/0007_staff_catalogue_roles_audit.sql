CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_reference_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mxik_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_percent" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
UPDATE "products" SET "reference_number" = 'P-' || "id", "search_key" = btrim("search_key" || ' p ' || "id")
WHERE btrim("reference_number") = '';--> statement-breakpoint
UPDATE "products" SET "reference_number" = "products"."reference_number" || '-' || "products"."id", "search_key" = "products"."search_key" || ' ' || "products"."id"
WHERE EXISTS (SELECT 1 FROM "products" AS "earlier" WHERE "earlier"."reference_number" = "products"."reference_number"
  AND "earlier"."color_id" = "products"."color_id" AND "earlier"."id" < "products"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_reference_color_unique" ON "products" USING btree ("reference_number","color_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_range" CHECK ("products"."vat_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('ADMIN', 'MANAGER'));