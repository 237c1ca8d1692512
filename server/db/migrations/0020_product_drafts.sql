ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every product made before drafts existed was live from its creation.
UPDATE "products" SET "published_at" = "created_at";
