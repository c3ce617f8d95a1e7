import fc from 'fast-check';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { languageKeys, languages } from '../i18n/languages.ts';
import { type CardsMarkupOptions, cardsMarkup } from './card-markup.ts';
import type { ProductCardProps } from './product-card.ts';
import gridClasses from './product-grid.module.css';
import { GridCards } from './product-grid.tsx';
import { shareRepeatedParts } from './shared-card-parts.ts';

const languageKey = z.enum(languageKeys);
const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const bio = { handle: 'bio', label: 'Bio', image: { url: 'https://img.example/cert/1.png', altText: 'Bio' } };
const textOnly = { handle: 'rfa', label: 'Rainforest "RA" & <Co>', image: null };

function card(overrides: Partial<ProductCardProps>): ProductCardProps {
  const id = overrides.id ?? 'p1';
  return {
    id,
    handle: 'kaffee-eins',
    title: 'Kaffee Eins',
    vendor: 'Rösterei',
    productType: 'Espresso',
    image: { url: `https://img.example/products/${id}.png`, altText: null },
    price: eur('9.90'),
    priceVaries: false,
    compareAtPrice: null,
    unitPrice: { ...eur('39.60'), referenceValue: 1, referenceUnit: 'KG' },
    availability: 'in-stock',
    certifications: [],
    variant: { id: 'gid://shopify/ProductVariant/11', title: null, own: false },
    singleVariant: true,
    ...overrides,
  };
}

/**
 * Every kind of card the grid shows: sale, "from" price, variant cards, no picture, not for sale …
 * with equal prices made one object, as the loaders send them.
 */
const kinds: ProductCardProps[] = shareRepeatedParts([
  card({}),
  card({ id: 'p2', compareAtPrice: eur('12.90'), certifications: [bio, textOnly] }),
  card({ id: 'p3', priceVaries: true, singleVariant: false, unitPrice: null }),
  card({
    id: 'p4',
    variant: { id: 'gid://shopify/ProductVariant/41', title: '250 g / Espresso', own: true },
  }),
  card({ id: 'p5', image: null, availability: 'unavailable', certifications: [bio] }),
  card({ id: 'p6', availability: 'reordered', image: { url: '/images/Ä b.png?x=1', altText: 'x' } }),
  card({ id: 'p7', variant: null, unitPrice: { ...eur('2.5'), referenceValue: 100, referenceUnit: 'ML' } }),
  card({ id: 'p8', price: eur('12.90'), priceVaries: true }),
]);

/** What React renders for the grid's cards on a page at `url` (as a client navigation renders them). */
function reactCards(
  products: ProductCardProps[],
  url: string,
  eagerCount: number,
  headingLevel: 'h2' | 'h3',
): string {
  return renderAt(
    url,
    <ul>
      <GridCards
        products={products}
        eagerCount={eagerCount}
        headingLevel={headingLevel}
        cartFormId={cartFormId}
      />
    </ul>,
  );
}

function renderAt(url: string, element: ReactNode): string {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/:lang/*" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A form id as React's useId makes them, with characters an attribute must escape. */
const cartFormId = '«r1»"&';

const preloadLink = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * The cards, then the preloads React hoisted, each with its attributes in a fixed order: React's
 * `preload` writes `fetchPriority` before `imageSrcSet`, the `<img>`'s own preload after it.
 */
function normalised(markup: string): string {
  const links = (markup.match(preloadLink) ?? []).map((link) =>
    [...link.matchAll(/ (\w+)="([^"]*)"/g)]
      .map(([, name, value]) => `${name}=${value}`)
      .sort()
      .join(' '),
  );
  return [markup.replace(preloadLink, ''), ...links].join('\n');
}

/** The markup inside React's render, as ProductGrid writes it on the server (with its preloads). */
function StringCards({ products, options }: { products: ProductCardProps[]; options: CardsMarkupOptions }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup under test
  return <ul dangerouslySetInnerHTML={{ __html: cardsMarkup(products, options) }} />;
}

function stringCards(
  products: ProductCardProps[],
  url: string,
  eagerCount: number,
  headingLevel: 'h2' | 'h3',
): string {
  const language = languages[languageKey.parse(url.split('/')[1])];
  const options = {
    language,
    cartFormId,
    eagerCount,
    priorityCount: Math.min(eagerCount, 2),
    headingLevel,
  };
  return renderAt(url, <StringCards products={products} options={options} />);
}

describe('cardsMarkup', () => {
  it.each([
    ['/de/c/kaffee?sort=newest&filter.v.price.gte=5', 4, 'h2'],
    ['/en/search?q=%22dark%22+%3Croast%3E', 0, 'h3'],
    ['/da/c/kaffe', 1, 'h2'],
  ] as const)('writes what React renders of every kind of card (%s)', (url, eagerCount, headingLevel) => {
    const markup = stringCards(kinds, url, eagerCount, headingLevel);
    expect(normalised(markup)).toBe(normalised(reactCards(kinds, url, eagerCount, headingLevel)));
    // Not two empty lists: the cards, their buttons and the first row's preloads are there.
    expect(markup.match(/<link rel="preload" as="image"/g)?.length ?? 0).toBe(eagerCount);
    expect(markup.match(/data-testid="product-card"/g)).toHaveLength(kinds.length);
    // The cards that can be bought (p1, p2, p4, p6, p8) name their grid's form and their variant.
    expect(
      markup.match(
        /<button type="submit" form="«r1»&quot;&amp;" value="gid:[^"]*"[^>]* name="merchandiseId">/g,
      ),
    ).toHaveLength(5);
    expect(markup).not.toContain('<form');
  });

  it('leaves all but the first 12 and the last 30 (a phone: 8) cards of a long list unrendered offscreen, as React does', () => {
    const long = shareRepeatedParts(
      Array.from({ length: 60 }, (_, index) =>
        // Every other card without an add-to-cart button (not for sale).
        card({
          id: `p${index}`,
          handle: `kaffee-${index}`,
          availability: index % 2 ? 'unavailable' : 'in-stock',
        }),
      ),
    );
    const markup = stringCards(long, '/de/c/kaffee', 4, 'h2');
    expect(normalised(markup)).toBe(normalised(reactCards(long, '/de/c/kaffee', 4, 'h2')));
    const cards = [...markup.matchAll(/<li(?: class="([^"]*)")?><article/g)];
    expect(cards).toHaveLength(60);
    const withClass = (name: string) =>
      cards.flatMap(([, className], index) => (className === name ? [index] : []));
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => index + from);
    const { lazyCard, lazyCardOnPhone } = gridClasses;
    if (!lazyCard || !lazyCardOnPhone) throw new Error('product-grid.module.css lost a class');
    expect(withClass(lazyCard)).toEqual(range(12, 30));
    expect(withClass(lazyCardOnPhone)).toEqual(range(30, 52));
    expect(cards.filter(([, className]) => className !== undefined)).toHaveLength(40);
    // The cards skipped on every screen show their picture as a background, asked for when scrolled
    // near, with an add-to-cart button or without; the others keep their <img>.
    const items = markup.split(/<li(?: class="[^"]*")?>(?=<article)/).slice(1);
    const withBackground = items.flatMap((item, index) =>
      item.includes('style="background-image:image-set(url(&quot;https://img.example/products/')
        ? [index]
        : [],
    );
    expect(withBackground).toEqual(range(12, 30));
    expect(items.filter((item) => item.includes('data-testid="add-to-cart"'))).toHaveLength(30);
    expect(items.flatMap((item, index) => (item.includes('<img ') ? [index] : []))).toEqual(
      range(0, 60).filter((index) => !withBackground.includes(index)),
    );
  });

  it('escapes any text a catalogue may hold as React does', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    fc.assert(
      fc.property(
        fc.record({ title: text, vendor: text, handle: text, label: text, variantTitle: text, amount: text }),
        (texts) => {
          const products = [
            card({
              title: texts.title,
              vendor: texts.vendor,
              handle: texts.handle,
              price: eur(texts.amount),
              certifications: [{ handle: 'x', label: texts.label, image: null }],
              variant: { id: `v${texts.handle}`, title: texts.variantTitle, own: true },
            }),
          ];
          expect(normalised(stringCards(products, '/de/c/x?q=<"&">', 1, 'h3'))).toBe(
            normalised(reactCards(products, '/de/c/x?q=<"&">', 1, 'h3')),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
