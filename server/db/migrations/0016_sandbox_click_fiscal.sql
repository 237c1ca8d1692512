CREATE TABLE "sandbox_click_fiscal" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"items" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
