CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("sell_price","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name_uzb"),"id");