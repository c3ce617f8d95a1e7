import { describe, expect, it } from 'vitest';
import type { Catalog, Lang, MenuItem } from './catalog-types.ts';
import { generateCatalog } from './generate-catalog.ts';

const LANGS: Lang[] = ['de', 'en', 'da'];
const catalog: Catalog = generateCatalog({ products: 400 });

function flatten(items: MenuItem[], depth = 1): { item: MenuItem; depth: number }[] {
  return items.flatMap((item) => [{ item, depth }, ...flatten(item.items, depth + 1)]);
}

/** Whether a storefront path exists in the catalogue for the language. */
function resolves(url: string, lang: Lang): boolean {
  const match = /^\/(de|en|da)\/(c|e|a)\/([a-z0-9-]+)$/.exec(url);
  if (!match || match[1] !== lang) return false;
  const slug = match[3];
  if (match[2] === 'c') return catalog.collections.some((c) => c.handle[lang] === slug);
  if (match[2] === 'e') return catalog.pages.some((p) => p.slug[lang] === slug);
  return catalog.articles.some((a) => a.slug[lang] === slug);
}

describe('navigation menus', () => {
  it('resolve only existing paths of the same language (the checker itself)', () => {
    expect(resolves('/de/e/datenschutz', 'de')).toBe(true);
    expect(resolves('/en/e/datenschutz', 'en')).toBe(false);
    expect(resolves('/de/e/datenschutz', 'en')).toBe(false);
    expect(resolves('/de/c/gibt-es-nicht', 'de')).toBe(false);
    expect(resolves('/de/c/kaffee-espresso', 'de')).toBe(true);
  });

  it('link every item to an existing collection, page or article of the same language (or # for headings)', () => {
    for (const lang of LANGS) {
      const entries = flatten(catalog.content[lang].menu);
      expect(entries.length).toBeGreaterThan(40);
      for (const { item } of entries) {
        if (item.url === '#') expect(item.items.length).toBeGreaterThan(0);
        else expect(resolves(item.url, lang), `${lang}: ${item.title} → ${item.url}`).toBe(true);
      }
    }
  });

  it('nest up to three levels and use unique ids', () => {
    for (const lang of LANGS) {
      const entries = flatten(catalog.content[lang].menu);
      expect(Math.max(...entries.map((e) => e.depth))).toBe(3);
      const ids = entries.map((e) => e.item.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('has the top-level groups of the specification, German with cups & glasses and a blog link', () => {
    const titles = (lang: Lang) => catalog.content[lang].menu.map((i) => i.title);
    expect(titles('de')).toEqual([
      'Kaffee',
      'Röstereien & Marken',
      'Kaffeemaschinen',
      'Zubehör',
      'Tassen & Gläser',
      'Angebote',
      'Neuheiten',
      'Ratgeber',
      'Blog',
    ]);
    expect(titles('en')).toEqual([
      'Coffee',
      'Roasters & brands',
      'Coffee machines',
      'Accessories',
      'Offers',
      'New arrivals',
      'Advice',
    ]);
    expect(titles('da')).toHaveLength(7);
    expect(titles('da')).not.toEqual(titles('en'));
  });
});

describe('content pages and articles', () => {
  it('exist for every slug of the specification in all three languages', () => {
    expect(catalog.pages.map((p) => p.key).sort()).toEqual(
      [
        'about',
        'accessibility',
        'benefits',
        'click-collect',
        'co2',
        'coffee-hub',
        'flavour-profile',
        'imprint',
        'newsletter',
        'payment',
        'privacy',
        'returns',
        'shipping',
        'terms',
        'workshops',
      ].sort(),
    );
    for (const lang of LANGS) {
      const slugs = catalog.pages.map((p) => p.slug[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const p of catalog.pages) {
        expect(p.slug[lang]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(p.bodyHtml[lang].length).toBeGreaterThan(200);
        expect(p.bodyHtml[lang]).not.toMatch(/lorem/i);
      }
    }
  });

  it('uses /de/e/datenschutz for the German privacy page', () => {
    expect(catalog.pages.find((p) => p.key === 'privacy')?.slug.de).toBe('datenschutz');
  });

  it('writes different texts per language, Danish with æ ø å and German formally', () => {
    for (const p of catalog.pages) {
      expect(p.bodyHtml.de).not.toBe(p.bodyHtml.en);
      expect(p.bodyHtml.en).not.toBe(p.bodyHtml.da);
    }
    const danish = catalog.pages.map((p) => p.bodyHtml.da).join(' ');
    for (const ch of ['æ', 'ø', 'å']) expect(danish).toContain(ch);
    const german = catalog.pages.map((p) => p.bodyHtml.de).join(' ');
    expect(german).toContain('Sie ');
    expect(german).not.toMatch(/\b(du|dein|deine)\b/);
  });

  it('has at least six articles per language with title, slug, summary and body', () => {
    expect(catalog.articles.length).toBeGreaterThanOrEqual(6);
    for (const lang of LANGS) {
      const slugs = catalog.articles.map((a) => a.slug[lang]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const a of catalog.articles) {
        expect(a.title[lang].length).toBeGreaterThan(5);
        expect(a.summary[lang].length).toBeGreaterThan(30);
        expect(a.bodyHtml[lang]).toContain('<h2>');
      }
    }
  });
});

describe('site content', () => {
  it('has 3-4 announcements per language, one with the newsletter voucher code', () => {
    for (const lang of LANGS) {
      const list = catalog.content[lang].announcements;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
      const codes = list.flatMap((a) =>
        a.fields.filter((f) => f.key === 'discount_code').map((f) => f.value),
      );
      expect(codes).toContain('WILLKOMMEN5');
      for (const a of list) {
        const keys = a.fields.map((f) => f.key);
        expect(keys).toEqual(expect.arrayContaining(['title', 'description', 'link', 'link_text']));
        const link = a.fields.find((f) => f.key === 'link')?.value ?? '';
        expect(resolves(link, lang), link).toBe(true);
      }
    }
  });

  it('has the selling points with resolvable links and null bar colours', () => {
    for (const lang of LANGS) {
      const c = catalog.content[lang];
      expect(c.uspBar).toHaveLength(4);
      for (const entry of c.uspBar) if (entry.href) expect(resolves(entry.href, lang)).toBe(true);
      expect(c.uspBarBackgroundColor).toBeNull();
      expect(c.topBarBackgroundColor).toBeNull();
    }
    expect(catalog.content.de.uspBar[1]?.title).toContain('49');
    expect(catalog.content.de.uspBar[0]?.title).not.toBe(catalog.content.en.uspBar[0]?.title);
  });

  it('features existing products and collections for the empty search', () => {
    const productIds = new Set(catalog.products.map((p) => p.id));
    const collectionIds = new Set(catalog.collections.map((c) => c.id));
    for (const lang of LANGS) {
      const e = catalog.content[lang].emptySearch;
      expect(e.searchQuerySuggestions.length).toBeGreaterThanOrEqual(5);
      expect(e.productIds.length).toBeGreaterThanOrEqual(4);
      for (const id of e.productIds) expect(productIds.has(id)).toBe(true);
      for (const id of e.collectionIds) expect(collectionIds.has(id)).toBe(true);
    }
  });

  it('lists the 26 shipping countries with names in three languages', () => {
    expect(catalog.shippingCountries).toHaveLength(26);
    expect(new Set(catalog.shippingCountries.map((c) => c.code)).size).toBe(26);
    for (const c of catalog.shippingCountries)
      for (const lang of LANGS) expect(c.name[lang].length).toBeGreaterThan(2);
    expect(catalog.shippingCountries.find((c) => c.code === 'DK')?.name).toEqual({
      de: 'Dänemark',
      en: 'Denmark',
      da: 'Danmark',
    });
  });

  it('has discount codes of each kind and gift cards with balances', () => {
    const now = Date.parse(`${catalog.referenceDate}T12:00:00Z`);
    const codes = catalog.discountCodes;
    expect(codes.some((d) => d.kind === 'percentage')).toBe(true);
    expect(codes.some((d) => d.kind === 'fixed_amount')).toBe(true);
    expect(codes.some((d) => d.endsAt !== null && Date.parse(d.endsAt) < now)).toBe(true);
    const voucher = codes.find((d) => d.code === 'WILLKOMMEN5');
    expect(voucher).toMatchObject({
      kind: 'fixed_amount',
      value: 500,
      minimumSubtotalCents: 2500,
      oncePerCustomer: true,
    });
    for (const g of catalog.giftCards) {
      expect(g.code).toMatch(/^[A-Z0-9]{16}$/);
      expect(g.lastCharacters).toBe(g.code.slice(-4));
      expect(g.balanceCents).toBeLessThanOrEqual(g.initialBalanceCents);
    }
    expect(catalog.giftCards.some((g) => g.balanceCents > 0)).toBe(true);
  });

  it('configures popular collections and brand lists that exist', () => {
    const byId = new Map(catalog.collections.map((c) => [c.id, c]));
    const cfg = catalog.siteConfig;
    expect(cfg.popularCollections.length).toBeGreaterThanOrEqual(6);
    for (const p of cfg.popularCollections) {
      expect(byId.has(p.collectionId)).toBe(true);
      expect(catalog.images.find((i) => i.id === p.iconImageId)?.path).toBe(p.icon);
    }
    for (const id of [...cfg.coffeeBrands, ...cfg.equipmentBrands]) expect(byId.get(id)?.kind).toBe('brand');
    expect(cfg.topCoffeeBrands.every((id) => cfg.coffeeBrands.includes(id))).toBe(true);
    expect(cfg.topEquipmentBrands.every((id) => cfg.equipmentBrands.includes(id))).toBe(true);
    expect(cfg.coffeeBrands.length + cfg.equipmentBrands.length).toBe(catalog.brands.length);
    expect(catalog.brands.length).toBeGreaterThanOrEqual(25);
    expect(catalog.brands.length).toBeLessThanOrEqual(40);
  });

  it('gives collections metafields: breadcrumbs, brand logos, noindex price bands', () => {
    for (const c of catalog.collections) {
      expect(c.metafields.breadcrumb.at(-1)?.collectionId).toBe(c.id);
      if (c.kind === 'brand') expect(c.metafields.brandlogoImageId).not.toBeNull();
      expect(c.metafields.seoNoindex).toBe(c.kind === 'price-band');
    }
    const bands = catalog.collections.filter((c) => c.kind === 'price-band');
    expect(bands).toHaveLength(3);
    const products = new Map(catalog.products.map((p) => [p.id, p]));
    const band25 = catalog.collections.find((c) => c.key === 'gifts-25');
    for (const id of band25?.productIds ?? []) {
      expect(
        Math.min(...(products.get(id)?.variants.map((v) => v.priceCents) ?? [Number.POSITIVE_INFINITY])),
      ).toBeLessThanOrEqual(2500);
    }
    for (const p of catalog.products) for (const id of p.collectionIds) expect(byIdHas(id)).toBe(true);
  });
});

function byIdHas(id: number): boolean {
  return catalog.collections.some((c) => c.id === id);
}
