CREATE TABLE "fiscal_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_transaction_id" integer NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"receipt_id" text NOT NULL,
	"status_code" integer,
	"message" text,
	"terminal_id" text,
	"fiscal_sign" text,
	"qr_code_url" text NOT NULL,
	"fiscal_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_transaction_type_idx" ON "fiscal_receipts" USING btree ("payment_transaction_id","type");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_created_idx" ON "fiscal_receipts" USING btree ("created_at");