DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_sub_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","sales_count" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","sort_price_fils","id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sub_category_sales_idx" ON "products" USING btree ("sub_category_id","sales_count" DESC NULLS LAST,"id") WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sub_category_created_idx" ON "products" USING btree ("sub_category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "products_sub_category_price_idx" ON "products" USING btree ("sub_category_id","sort_price_fils","id") WHERE is_active;