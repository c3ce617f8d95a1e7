-- The skeleton template's `footer` menu for shops seeded before it existed: the content pages in
-- the storefront footer's order, as seed/footer-menu.ts builds it for new shops. A new database has
-- no pages yet when migrations run, so this adds nothing there; the seed adds the menu.
INSERT INTO "menus" ("handle", "language", "title", "items")
SELECT 'footer', l.language, l.title,
  jsonb_agg(
    jsonb_build_object(
      'id', 'footer-' || l.language || '-' || k.position,
      'title', p.title ->> l.language,
      'url', '/' || l.language || '/e/' || (p.handle ->> l.language),
      'items', '[]'::jsonb
    ) ORDER BY k.position
  )
FROM (VALUES ('de', 'Fußzeile'), ('en', 'Footer'), ('da', 'Sidefod')) AS l(language, title)
CROSS JOIN (VALUES
  ('shipping', 1), ('payment', 2), ('returns', 3), ('click-collect', 4), ('about', 5), ('benefits', 6),
  ('newsletter', 7), ('coffee-hub', 8), ('workshops', 9), ('co2', 10), ('terms', 11), ('imprint', 12),
  ('privacy', 13), ('accessibility', 14)
) AS k(key, position)
JOIN "pages" p ON p."key" = k.key
GROUP BY l.language, l.title
ON CONFLICT DO NOTHING;
