-- Stock notifications name the products whose stock changed (decision 0082). Storefronts keep a
-- product page until its own stock changes instead of making every page again every 30 s; an empty
-- notification could only tell them "some stock changed somewhere". Statement-level with
-- transition tables, as 0016: one notification per statement. PostgreSQL allows transition tables
-- only on triggers without a column list, so the trigger runs after every update and notifies only
-- when a stock column really changed (an update writing the same stock no longer notifies).
-- Payload: {"tx": the writing transaction's id, "products": [product ids] or null for "too many to
-- name"}. The transaction id makes the same change recognisable on every commerce instance; the
-- list stays far below NOTIFY's 8000-byte limit (500 ids of up to 10 digits).
CREATE OR REPLACE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  SELECT array_agg(DISTINCT n.product_id ORDER BY n.product_id) INTO touched
    FROM variants_after n JOIN variants_before o ON o.id = n.id
    WHERE n.stock IS DISTINCT FROM o.stock
      OR n.available_for_sale IS DISTINCT FROM o.available_for_sale
      OR n.currently_not_in_stock IS DISTINCT FROM o.currently_not_in_stock;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('stock_changed', json_build_object(
    'tx', pg_current_xact_id()::text,
    'products', CASE WHEN cardinality(touched) <= 500 THEN to_json(touched) END
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER product_variants_stock_updated ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_stock_updated AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS variants_before NEW TABLE AS variants_after
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
