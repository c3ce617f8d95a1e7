import { reviewSummary } from '@shop/shop-rules';
import { JsonLd } from './json-ld.tsx';
import logoUrl from './logo.svg?no-inline';
import { organisationProductSku, socialProfiles } from './organisation.ts';

/** The review summary (spec section 9) with its label (spec section 3: EXCELLENT, GOOD, …). */
const aggregateRating = {
  '@type': 'AggregateRating',
  ratingValue: reviewSummary.averageRating,
  reviewCount: reviewSummary.reviewCount,
  bestRating: 5,
  worstRating: 1,
  ratingExplanation: reviewSummary.label,
};

/**
 * Spec section 1: the organisation's structured data, with its short German description, and the
 * organisation's product entry — the shop's reviews attached to a product whose stock-keeping code is
 * a fixed placeholder, as review platforms publish them.
 */
export function OrganisationJsonLd({
  origin,
  shopName,
  description,
}: {
  origin: string;
  shopName: string;
  /** German on every page, made on the server (shell/shell-data.server.ts). */
  description: string;
}) {
  const logo = new URL(logoUrl, origin).href;
  return (
    <>
      <JsonLd
        testId="organisation-json-ld"
        data={{
          '@type': 'Organization',
          name: shopName,
          url: `${origin}/`,
          logo,
          description,
          sameAs: [socialProfiles.video, socialProfiles.network, socialProfiles.photo],
          aggregateRating,
        }}
      />
      <JsonLd
        testId="organisation-product-json-ld"
        data={{
          '@type': 'Product',
          name: shopName,
          sku: organisationProductSku,
          image: logo,
          description,
          brand: { '@type': 'Brand', name: shopName },
          aggregateRating,
        }}
      />
    </>
  );
}
