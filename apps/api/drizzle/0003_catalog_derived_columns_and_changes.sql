CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"tx" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" SET DEFAULT '';--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "catalog_changes_tx_idx" ON "catalog_changes" USING btree ("tx");--> statement-breakpoint
-- The database derives products.search_text and products.sort_price_fils itself, so whoever writes a product,
-- a price or a name (the seed, orders, staff, a hand-run UPDATE), the derived columns cannot drift (decision 007).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- What search matches: the name without markup and entities, brand, category, subcategory and origin country,
-- lower-cased, with the accent-folded words appended when they differ ("chateau" finds "Château").
CREATE FUNCTION product_search_text(p_name text, p_brand integer, p_category integer, p_sub integer, p_origin integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN folded = plain THEN plain ELSE plain || ' ' || folded END
  FROM (SELECT plain, lower(unaccent(plain)) AS folded FROM (
    SELECT lower(btrim(regexp_replace(concat_ws(' ',
      nullif(regexp_replace(regexp_replace(p_name, '<[^>]*>', '', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g'), ''),
      nullif((SELECT b.name FROM brands b WHERE b.id = p_brand), ''),
      nullif((SELECT c.title FROM categories c WHERE c.id = p_category), ''),
      nullif((SELECT c.title FROM categories c WHERE c.id = p_sub), ''),
      nullif((SELECT o.country FROM origins o WHERE o.id = p_origin), '')), '\s+', ' ', 'g'))) AS plain) named) texts
$$;
--> statement-breakpoint
CREATE FUNCTION products_derive_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := product_search_text(NEW.name, NEW.brand_id, NEW.category_id, NEW.sub_category_id, NEW.origin_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- search_text is in the column list so that a direct write to it is overwritten too.
CREATE TRIGGER products_derive_search_text BEFORE INSERT OR UPDATE OF name, brand_id, category_id, sub_category_id, origin_id, search_text
  ON products FOR EACH ROW EXECUTE FUNCTION products_derive_search_text();
--> statement-breakpoint
-- A renamed brand, category or country changes the search text of every product that names it.
CREATE FUNCTION rederive_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET search_text = '' WHERE brand_id IN (SELECT id FROM changed_rows);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    UPDATE products SET search_text = '' WHERE category_id IN (SELECT id FROM changed_rows) OR sub_category_id IN (SELECT id FROM changed_rows);
  ELSE
    UPDATE products SET search_text = '' WHERE origin_id IN (SELECT id FROM changed_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_rederive_search_text AFTER UPDATE ON brands REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rederive_search_text();
--> statement-breakpoint
CREATE TRIGGER categories_rederive_search_text AFTER UPDATE ON categories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rederive_search_text();
--> statement-breakpoint
CREATE TRIGGER origins_rederive_search_text AFTER UPDATE ON origins REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION rederive_search_text();
--> statement-breakpoint
-- sort_price_fils: the displayed price of the default (first) variation, by the rule of spec section 9 that
-- packages/shared displayedPrice() implements (catalog.derived.test.ts checks the two agree): the discount price
-- if nonzero, else the offer price if nonzero, else the price; 0 for a product without variations.
CREATE FUNCTION product_sort_price(p_product integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT CASE WHEN v.discount_price_fils <> 0 THEN v.discount_price_fils
                WHEN v.offer_price_fils <> 0 THEN v.offer_price_fils
                ELSE v.price_fils END
    FROM price_variations v WHERE v.product_id = p_product
    ORDER BY v.position, v.id LIMIT 1), 0)
$$;
--> statement-breakpoint
CREATE FUNCTION rederive_sort_price(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sort_price_fils = product_sort_price(p.id)
  WHERE p.id = ANY(product_ids) AND p.sort_price_fils IS DISTINCT FROM product_sort_price(p.id)
$$;
--> statement-breakpoint
-- A direct write to sort_price_fils is overwritten with the derived value, so nothing can make it drift.
CREATE FUNCTION products_derive_sort_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_price_fils := product_sort_price(NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_derive_sort_price BEFORE INSERT OR UPDATE OF sort_price_fils
  ON products FOR EACH ROW EXECUTE FUNCTION products_derive_sort_price();
--> statement-breakpoint
CREATE FUNCTION price_variations_rederive_sort_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rederive_sort_price(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rederive_sort_price(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSE
    PERFORM rederive_sort_price(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER price_variations_sort_price_insert AFTER INSERT ON price_variations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_variations_rederive_sort_price();
--> statement-breakpoint
CREATE TRIGGER price_variations_sort_price_update AFTER UPDATE ON price_variations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_variations_rederive_sort_price();
--> statement-breakpoint
CREATE TRIGGER price_variations_sort_price_delete AFTER DELETE ON price_variations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_variations_rederive_sort_price();
--> statement-breakpoint
-- Bring rows written before this migration in line with the rules.
UPDATE products SET search_text = '';
--> statement-breakpoint
SELECT rederive_sort_price(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- The change feed: which products were written, or NULL when the shape of the catalog changed.
CREATE FUNCTION log_product_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO catalog_changes (product_id) SELECT DISTINCT id FROM old_rows;
    ELSE
      INSERT INTO catalog_changes (product_id) SELECT DISTINCT id FROM new_rows;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO catalog_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalog_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO catalog_changes (product_id) SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_log_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER products_log_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER products_log_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER price_variations_log_insert AFTER INSERT ON price_variations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER price_variations_log_update AFTER UPDATE ON price_variations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE TRIGGER price_variations_log_delete AFTER DELETE ON price_variations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_product_changes();
--> statement-breakpoint
CREATE FUNCTION log_catalog_reshape() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (product_id) VALUES (NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['categories', 'brands', 'origins', 'variations', 'variation_values', 'choice_categories', 'choice_products', 'home_rows', 'promo_banners', 'faqs'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_reshape()', t || '_log_reshape', t);
  END LOOP;
END
$$;
