-- Every statement that changes catalogue or content data tells listening service instances to drop
-- their cached reads (see src/catalog/catalog-cache.ts). Statement-level, so a bulk import sends
-- one notification per statement, and PostgreSQL folds identical ones within a transaction.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY[
    'shop', 'images', 'products', 'product_translations', 'product_options', 'product_variants',
    'collections', 'collection_translations', 'collection_products', 'metafields', 'product_facets',
    'facet_definitions', 'facet_values', 'menus', 'metaobjects', 'pages', 'blogs', 'articles',
    'shipping_countries'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed()',
      watched || '_changed', watched
    );
  END LOOP;
END;
$$;
