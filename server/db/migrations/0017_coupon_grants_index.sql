CREATE INDEX "customer_coupons_coupon_idx" ON "customer_coupons" USING btree ("coupon_id");--> statement-breakpoint
-- Registering shoppers now get the active coupons "for all" (customer_id null, not TIER). A tier's coupon made before
-- kinds existed says GIFT; one a tier awards, or one a tier awarded before staff took it off (the loyaltyTier audit
-- rows name it), is a TIER coupon and must never be handed to every newcomer.
UPDATE "coupons" SET "kind" = 'TIER'
WHERE "kind" <> 'TIER' AND "customer_id" IS NULL AND (
  "loyalty_tier_id" IS NOT NULL
  OR "id" IN (
    SELECT (jsonb_array_elements_text("side"."coupon_ids"))::integer
    FROM "audit_log", LATERAL (VALUES ("audit_log"."before" -> 'couponIds'), ("audit_log"."after" -> 'couponIds')) AS "side"("coupon_ids")
    WHERE "audit_log"."entity" = 'loyaltyTier' AND jsonb_typeof("side"."coupon_ids") = 'array'
  )
);
