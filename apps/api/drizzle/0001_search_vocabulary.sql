CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Keep search_terms holding every word of every product's search text (words never used again are harmless).
CREATE FUNCTION add_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM changed_products
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION add_search_terms();--> statement-breakpoint
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION add_search_terms();--> statement-breakpoint
INSERT INTO search_terms (word) SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products ON CONFLICT DO NOTHING;
