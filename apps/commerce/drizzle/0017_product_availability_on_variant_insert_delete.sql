-- Migration 0016 kept a product's availability in line when its variants are updated; a variant
-- added (a new grind, a new size) or removed (a discontinued one) changed "one of its variants is for
-- sale" too, and the product kept its old value until the next import (decision 0069, amended).
-- One function for all three statements: each passes the transition tables it has.
CREATE OR REPLACE FUNCTION sync_product_availability() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT ids.product_id) INTO touched FROM (
      SELECT n.product_id FROM variants_after n JOIN variants_before o ON o.id = n.id
        WHERE n.available_for_sale IS DISTINCT FROM o.available_for_sale
          OR n.product_id IS DISTINCT FROM o.product_id
      UNION
      SELECT o.product_id FROM variants_after n JOIN variants_before o ON o.id = n.id
        WHERE n.product_id IS DISTINCT FROM o.product_id
    ) ids;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.product_id) INTO touched FROM variants_added n;
  ELSE
    SELECT array_agg(DISTINCT o.product_id) INTO touched FROM variants_removed o;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  -- Locked in id order: two orders selling the last units of two variants of one product each see
  -- the other's variant still for sale in their own snapshot; the second waits here for the first
  -- to commit, and its next statement (a fresh snapshot, READ COMMITTED) sees both sold out.
  PERFORM 1 FROM products WHERE id = ANY (touched) ORDER BY id FOR UPDATE;
  -- Only products whose value really changes are written: their own statement trigger empties
  -- every catalogue cache (migration 0004), which an import writing correct values must not do.
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
CREATE TRIGGER product_variants_availability_on_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS variants_added
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_availability();--> statement-breakpoint
CREATE TRIGGER product_variants_availability_on_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS variants_removed
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_availability();
