CREATE TABLE "product_old_routes" (
	"route" varchar(200) PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_variations" ADD COLUMN "pack_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_title" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_old_routes" ADD CONSTRAINT "product_old_routes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_old_routes_product_idx" ON "product_old_routes" USING btree ("product_id");--> statement-breakpoint
-- Hand-written: an old route belongs to its product's entry in the read model, so writing one is a change of that
-- product in the feed.
CREATE TRIGGER product_old_routes_log_insert AFTER INSERT ON product_old_routes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER product_old_routes_log_update AFTER UPDATE ON product_old_routes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER product_old_routes_log_delete AFTER DELETE ON product_old_routes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
-- Hand-written: a product joining or leaving a curated list is a change of that product (its entry carries its lists),
-- not a reshape of the catalog, so staff editing a product's lists refresh only the answers showing it.
DROP TRIGGER choice_products_log_reshape ON choice_products;
--> statement-breakpoint
CREATE TRIGGER choice_products_log_insert AFTER INSERT ON choice_products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER choice_products_log_update AFTER UPDATE ON choice_products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER choice_products_log_delete AFTER DELETE ON choice_products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER choice_products_log_truncate AFTER TRUNCATE ON choice_products FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_reshape();
--> statement-breakpoint
-- Hand-written: a new size value shows nowhere until a product's size uses it, and that write is in the feed; only
-- changing or removing a value reshapes the catalog.
DROP TRIGGER variation_values_log_reshape ON variation_values;
--> statement-breakpoint
CREATE TRIGGER variation_values_log_reshape AFTER UPDATE OR DELETE OR TRUNCATE ON variation_values FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_reshape();
