CREATE TABLE "sandbox_click_reversals" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"full" boolean NOT NULL,
	"reversed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_click_reversals_payment_idx" ON "sandbox_click_reversals" USING btree ("payment_id");