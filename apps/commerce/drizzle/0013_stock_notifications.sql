-- Orders change a variant's stock, and nothing else of the catalogue. Until now that emptied every
-- instance's catalogue cache and every storefront's page cache (decision 0063). Stock columns now
-- notify a channel of their own; all other writes to product_variants still notify catalog_changed.
-- A column added to product_variants later must be added to the content trigger's list below.
CREATE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER product_variants_changed ON product_variants;--> statement-breakpoint
CREATE TRIGGER product_variants_changed AFTER INSERT OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_variants_content_updated
  AFTER UPDATE OF id, product_id, position, sku, title, selected_options, price_cents,
    compare_at_price_cents, unit_price, weight_grams, image_id ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_updated
  AFTER UPDATE OF stock, available_for_sale, currently_not_in_stock ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
