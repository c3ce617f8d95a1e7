import { type CatalogContext, SHOP_NAME } from './catalog-context.ts';
import type { Localized, Product, Variant } from './catalog-types.ts';
import { OPTION_NAMES } from './coffee-words.ts';
import { describe, type ProductDraft, productSeo, variantTitle } from './product-common.ts';
import { localized } from './text.ts';

export const GIFT_CARD_DENOMINATIONS = [10, 25, 50, 100] as const;

interface GiftCardDesign {
  title: Localized;
  primary: string;
  accent: string;
}

export const GIFT_CARD_DESIGNS: readonly GiftCardDesign[] = [
  {
    title: { de: 'Geschenkgutschein Klassik', en: 'Gift Card Classic', da: 'Gavekort Klassisk' },
    primary: '#3e2723',
    accent: '#d4a017',
  },
  {
    title: {
      de: 'Geschenkgutschein Kaffeeliebe',
      en: 'Gift Card Coffee Love',
      da: 'Gavekort Kaffekærlighed',
    },
    primary: '#8c1c13',
    accent: '#f3ede2',
  },
  {
    title: { de: 'Geschenkgutschein Barista', en: 'Gift Card Barista', da: 'Gavekort Barista' },
    primary: '#1f4e79',
    accent: '#f0c987',
  },
];

/** A gift-card product (isGiftCard) with the denominations as variants; delivered by e-mail, no shipping. */
export function generateGiftCard(ctx: CatalogContext, id: number, design: GiftCardDesign): ProductDraft {
  const imageIds = GIFT_CARD_DENOMINATIONS.map((amount, i) =>
    ctx.addImage(
      `/images/products/${id}-${i + 1}.png`,
      localized((lang) => `${design.title[lang]} ${amount} €`),
      {
        kind: 'giftcard',
        primary: design.primary,
        secondary: '#ffffff',
        accent: design.accent,
        label: `${amount} €`,
        sublabel: SHOP_NAME,
        pattern: id % 4,
      },
      1000,
      630,
    ),
  );
  const option = {
    id: ctx.nextId('option'),
    name: OPTION_NAMES.amount,
    values: GIFT_CARD_DENOMINATIONS.map((a) => ({
      id: ctx.nextId('option-value'),
      name: localized(() => `${a} €`),
      swatchColor: null,
    })),
  };
  const variants: Variant[] = GIFT_CARD_DENOMINATIONS.map((amount, i) => {
    const value = option.values[i]?.name ?? localized(() => `${amount} €`);
    return {
      id: ctx.nextId('variant'),
      sku: `GC-${String(id).padStart(6, '0')}-${amount}`,
      title: variantTitle([value]),
      selectedOptions: [{ name: option.name, value }],
      priceCents: amount * 100,
      compareAtPriceCents: null,
      unitPrice: null,
      weightGrams: 0,
      stock: 9999,
      availableForSale: true,
      currentlyNotInStock: false,
      imageId: imageIds[i] as number,
      bestBeforeDate: null,
    };
  });
  const desc = describe({
    de: {
      paragraphs: [
        'Verschenken Sie Kaffeegenuss: Der Gutschein kommt sofort per E-Mail und ist drei Jahre lang im ganzen Sortiment einlösbar.',
        'Restguthaben bleibt erhalten und kann bei der nächsten Bestellung verwendet werden.',
      ],
      bullets: [
        'Versand per E-Mail, ohne Versandkosten',
        'Gültig drei Jahre ab Kauf',
        'Mit Kaffee, Maschinen und Zubehör kombinierbar',
      ],
    },
    en: {
      paragraphs: [
        'Give the gift of great coffee: the card arrives instantly by e-mail and can be redeemed on the whole range for three years.',
        'Any remaining balance is kept for the next order.',
      ],
      bullets: [
        'Sent by e-mail, no shipping costs',
        'Valid for three years from purchase',
        'Can be combined with coffee, machines and accessories',
      ],
    },
    da: {
      paragraphs: [
        'Giv god kaffe i gave: Gavekortet kommer straks på e-mail og kan indløses på hele sortimentet i tre år.',
        'Et restbeløb bevares og kan bruges ved næste bestilling.',
      ],
      bullets: [
        'Sendes på e-mail uden fragt',
        'Gyldigt i tre år fra købet',
        'Kan kombineres med kaffe, maskiner og tilbehør',
      ],
    },
  });
  const product: Product = {
    id,
    handle: ctx.uniqueHandle(design.title, id),
    title: design.title,
    description: desc.text,
    descriptionHtml: desc.html,
    seo: productSeo(design.title, desc.text),
    vendor: SHOP_NAME,
    brandId: null,
    category: 'gift-card',
    productType: { de: 'Geschenkgutschein', en: 'Gift card', da: 'Gavekort' },
    tags: ['Gutschein', 'Geschenk'],
    isGiftCard: true,
    publishedAt: ctx.daysAgo(400 + id),
    createdAt: ctx.daysAgo(401 + id),
    updatedAt: ctx.daysAgo(20),
    options: [option],
    variants,
    featuredImageId: imageIds[0] as number,
    imageIds,
    metafields: {
      deliveryTime: { de: 'Sofort per E-Mail', en: 'Instantly by e-mail', da: 'Straks på e-mail' },
      note: null,
      galleryImageIds: imageIds,
      taste: null,
      preparationTypes: [],
      certificationIds: [],
    },
    bestSellingRank: 0,
    collectionIds: [],
  };
  return { product, collectionKeys: ['gift-cards', 'gift-ideas'], popularity: 1.5 };
}
