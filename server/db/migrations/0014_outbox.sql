CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"order_id" integer,
	"payment_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"phone_number" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sms_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'uz' NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "jobs_order_idx" ON "jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "jobs_payment_idx" ON "jobs" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("finished_at","id") WHERE "jobs"."state" = 'FAILED';--> statement-breakpoint
CREATE INDEX "sandbox_sms_phone_idx" ON "sandbox_sms" USING btree ("phone_number","id");