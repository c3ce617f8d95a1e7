/** Spec section 9: the review summary the shop shows. A constant of the specification, not live data. */
export const reviewSummary = { averageRating: 4.86, reviewCount: 40391, label: 'EXCELLENT' } as const;

/** Spec section 9: the assortment is "over" this many products. */
export const assortmentProductsOver = 2000;
