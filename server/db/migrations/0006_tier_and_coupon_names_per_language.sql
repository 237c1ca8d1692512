ALTER TABLE "coupons" ADD COLUMN "name_uzb" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "name_rus" text;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD COLUMN "name_uzb" text;--> statement-breakpoint
ALTER TABLE "loyalty_tiers" ADD COLUMN "name_rus" text;--> statement-breakpoint
UPDATE "loyalty_tiers" SET
  "name_uzb" = CASE "name" WHEN 'Start' THEN 'Start' WHEN 'Bronze' THEN 'Bronza' WHEN 'Silver' THEN 'Kumush' WHEN 'Gold' THEN 'Oltin' END,
  "name_rus" = CASE "name" WHEN 'Start' THEN 'Старт' WHEN 'Bronze' THEN 'Бронза' WHEN 'Silver' THEN 'Серебро' WHEN 'Gold' THEN 'Золото' END
WHERE "name" IN ('Start', 'Bronze', 'Silver', 'Gold');--> statement-breakpoint
UPDATE "coupons" SET
  "name_uzb" = "loyalty_tiers"."name_uzb" || ' kuponi',
  "name_rus" = 'Купон «' || "loyalty_tiers"."name_rus" || '»'
FROM "loyalty_tiers"
WHERE "loyalty_tiers"."id" = "coupons"."loyalty_tier_id" AND "loyalty_tiers"."name_uzb" IS NOT NULL AND "loyalty_tiers"."name_rus" IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET
  "message" = replace(replace(replace(replace("message",
    'siz Start darajasiga', 'siz «Start» darajasiga'), 'siz Bronze darajasiga', 'siz «Bronza» darajasiga'),
    'siz Silver darajasiga', 'siz «Kumush» darajasiga'), 'siz Gold darajasiga', 'siz «Oltin» darajasiga'),
  "message_ru" = replace(replace(replace(replace("message_ru",
    'статуса Start!', 'статуса «Старт»!'), 'статуса Bronze!', 'статуса «Бронза»!'),
    'статуса Silver!', 'статуса «Серебро»!'), 'статуса Gold!', 'статуса «Золото»!')
WHERE "type" = 'COUPON';
