ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Migration 0003 made a trigram index on product titles that no query uses (searches match the
-- combined search text); the schema no longer declares it.
DROP INDEX IF EXISTS "product_translations_title_trgm_idx";--> statement-breakpoint
-- A cart with its lines, oldest first, as one JSON value, for a line change planned without the
-- cart's lock (src/cart/line-save.ts). PL/pgSQL keeps the statement's plan per connection: as a
-- plain statement its planning cost more than running it.
CREATE FUNCTION cart_with_lines(wanted text) RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'cart', row_to_json(c),
      'lines', coalesce((SELECT json_agg(l ORDER BY l.id) FROM cart_lines l WHERE l.cart_token = c.token), '[]'::json)
    )
    FROM carts c WHERE c.token = wanted
  );
END;
$$;--> statement-breakpoint
-- Writes a planned line change if the cart is still at the version it was planned on: NULL when
-- another change came first (nothing is written), else the cart as saved and the new lines. The
-- cart's UPDATE comes first: it takes the row lock and, behind a concurrent change, sees that
-- change's version once it has committed.
CREATE FUNCTION cart_save_lines(wanted text, planned_on integer, gone jsonb, changed jsonb, fresh jsonb)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  saved carts;
  added json;
BEGIN
  UPDATE carts SET updated_at = now(), version = version + 1
    WHERE token = wanted AND version = planned_on
    RETURNING * INTO saved;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF jsonb_array_length(gone) > 0 THEN
    DELETE FROM cart_lines
      WHERE cart_token = wanted AND id IN (SELECT value::bigint FROM jsonb_array_elements_text(gone));
  END IF;
  IF jsonb_array_length(changed) > 0 THEN
    UPDATE cart_lines l SET quantity = c.quantity, attributes = c.attributes
      FROM jsonb_to_recordset(changed) AS c(id bigint, quantity integer, attributes jsonb)
      WHERE l.id = c.id AND l.cart_token = wanted;
  END IF;
  IF jsonb_array_length(fresh) > 0 THEN
    WITH inserted AS (
      INSERT INTO cart_lines (cart_token, variant_id, quantity, attributes)
      SELECT wanted, f.variant_id, f.quantity, f.attributes
      FROM ROWS FROM (jsonb_to_recordset(fresh) AS (variant_id integer, quantity integer, attributes jsonb))
        WITH ORDINALITY AS f(variant_id, quantity, attributes, position)
      ORDER BY f.position
      RETURNING *
    )
    SELECT json_agg(inserted) INTO added FROM inserted;
  END IF;
  RETURN json_build_object('cart', row_to_json(saved), 'fresh', coalesce(added, '[]'::json));
END;
$$;
