ALTER TABLE "notifications" ADD COLUMN "title_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_ru" text DEFAULT '' NOT NULL;