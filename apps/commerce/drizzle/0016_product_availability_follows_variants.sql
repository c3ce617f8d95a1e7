-- A product is for sale while one of its variants is (as the import derives it, setup/product-rows.ts).
-- Orders and restocks write only the variants' availability; until now the product's column kept its
-- imported value, so a sold-out product stayed "available" in lists, filters and search (decision 0069).
-- Statement-level with transition tables: one run per statement, whoever writes the stock (an order,
-- an inventory update, another instance). Products are updated only when their availability really
-- changes, since their statement trigger empties every catalogue cache (migration 0004), which an
-- order that leaves availability as it was must not do (decision 0063).
CREATE FUNCTION sync_product_availability() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  SELECT array_agg(DISTINCT n.product_id) INTO touched
    FROM variants_after n JOIN variants_before o ON o.id = n.id
    WHERE n.available_for_sale IS DISTINCT FROM o.available_for_sale
      OR n.product_id IS DISTINCT FROM o.product_id;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  -- Locked in id order: two orders selling the last units of two variants of one product each see
  -- the other's variant still for sale in their own snapshot; the second waits here for the first
  -- to commit, and its next statement (a fresh snapshot, READ COMMITTED) sees both sold out.
  PERFORM 1 FROM products WHERE id = ANY (touched) ORDER BY id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM products p WHERE p.id = ANY (touched) AND p.available_for_sale IS DISTINCT FROM
      EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.available_for_sale)
  ) THEN
    UPDATE products p SET available_for_sale =
      EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.available_for_sale)
    WHERE p.id = ANY (touched) AND p.available_for_sale IS DISTINCT FROM
      EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.available_for_sale);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_availability_synced AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS variants_before NEW TABLE AS variants_after
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_availability();
