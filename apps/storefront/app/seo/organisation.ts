/**
 * The organisation's addresses on the web (spec section 1), shared by the footer and the structured data.
 * The business constants of spec section 9 (review summary, free-shipping threshold…) live in @shop/shop-rules.
 */

export const socialProfiles = {
  video: 'https://www.youtube.com/@kaffeekontor',
  photo: 'https://www.instagram.com/kaffeekontor',
  network: 'https://www.facebook.com/kaffeekontor',
} as const;

/** The review platform's page of the shop, where the footer's trust badge leads. */
export const reviewsUrl = 'https://www.trustedshops.de/bewertung/info_kaffeekontor.html';

/** The separate FAQ site (spec section 2). */
export const faqUrl = 'https://hilfe.kaffeekontor.example';

/** Spec section 1: the stock-keeping code of the organisation's product entry, a fixed placeholder. */
export const organisationProductSku = 'SHOP-REVIEWS-0000';
