CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email","created_at");--> statement-breakpoint
-- A review changes its product's stars, which cards, listings and the product page show (decision 017): every write
-- to reviews enters the catalog's change feed under its product, as writes to price_variations do.
CREATE TRIGGER reviews_log_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_log_update AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER reviews_log_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
