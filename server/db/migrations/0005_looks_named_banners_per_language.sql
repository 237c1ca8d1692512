ALTER TABLE "banners" ADD COLUMN "mobile_image_rus" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "desktop_image_rus" text;--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "name_uzb" text;--> statement-breakpoint
ALTER TABLE "looks" ADD COLUMN "name_rus" text;