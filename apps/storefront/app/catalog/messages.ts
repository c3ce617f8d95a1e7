import { defineMessages } from '../i18n/define-messages.ts';

/** Texts of the shared product card pieces (cards, price block, availability, certifications). */
export const catalogMessages = defineMessages({
  de: {
    from: 'ab {price}',
    price: 'Preis',
    regularPrice: 'Statt',
    salePrice: 'Jetzt',
    unitPrice: 'Grundpreis',
    taxNote: 'inkl. MwSt., zzgl. Versandkosten',
    inStock: 'Auf Lager',
    reordered: 'Wird nachbestellt',
    unavailable: 'Nicht verfügbar',
    certifications: 'Zertifizierungen',
    products: 'Produkte',
  },
  en: {
    from: 'from {price}',
    price: 'Price',
    regularPrice: 'Was',
    salePrice: 'Now',
    unitPrice: 'Unit price',
    taxNote: 'incl. VAT, plus shipping',
    inStock: 'In stock',
    reordered: 'Reordered',
    unavailable: 'Not available',
    certifications: 'Certifications',
    products: 'Products',
  },
  da: {
    from: 'fra {price}',
    price: 'Pris',
    regularPrice: 'Før',
    salePrice: 'Nu',
    unitPrice: 'Enhedspris',
    taxNote: 'inkl. moms, ekskl. fragt',
    inStock: 'På lager',
    reordered: 'Genbestilles',
    unavailable: 'Ikke tilgængelig',
    certifications: 'Certificeringer',
    products: 'Produkter',
  },
});
