-- Every order updates the stock of the sizes it takes, and stock does not move a product's sort price: re-deriving
-- it on every update cost a fifth of the order's stock statement (the SQL functions are planned on each call). It
-- is re-derived now only when a row's product, position or prices changed, or rows came or went.
CREATE OR REPLACE FUNCTION price_variations_rederive_sort_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rederive_sort_price(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rederive_sort_price(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  ELSIF EXISTS (
    SELECT id, product_id, position, price_fils, offer_price_fils, discount_price_fils FROM new_rows
    EXCEPT SELECT id, product_id, position, price_fils, offer_price_fils, discount_price_fils FROM old_rows
  ) THEN
    PERFORM rederive_sort_price(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
