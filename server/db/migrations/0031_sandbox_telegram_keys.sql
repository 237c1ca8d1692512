ALTER TABLE "sandbox_telegram" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "sandbox_telegram" ADD CONSTRAINT "sandbox_telegram_key_unique" UNIQUE("key");