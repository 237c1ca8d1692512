CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"etag" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Pictures are compressed already: kept out of line as they are, without PostgreSQL trying to compress them again.
ALTER TABLE "media_objects" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
