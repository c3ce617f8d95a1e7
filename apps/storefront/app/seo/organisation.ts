/**
 * The organisation's fixed facts (spec sections 1 and 9), shared by the footer and the structured data.
 * The review figures are constants of the specification, not live data.
 */
export const reviewSummary = { averageRating: 4.86, reviewCount: 40391, label: 'EXCELLENT' } as const;

export const socialProfiles = {
  video: 'https://www.youtube.com/@kaffeekontor',
  photo: 'https://www.instagram.com/kaffeekontor',
  network: 'https://www.facebook.com/kaffeekontor',
} as const;

/** The review platform's page of the shop, where the footer's trust badge leads. */
export const reviewsUrl = 'https://www.trustedshops.de/bewertung/info_kaffeekontor.html';

/** The separate FAQ site (spec section 2). */
export const faqUrl = 'https://hilfe.kaffeekontor.example';

export const freeShippingThresholdEur = 49;
