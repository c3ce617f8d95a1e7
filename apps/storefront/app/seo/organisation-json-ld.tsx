import { reviewSummary } from '@shop/shop-rules';
import { translate } from '../i18n/define-messages.ts';
import { languages } from '../i18n/languages.ts';
import { shopFactValues } from '../i18n/shop-fact-values.ts';
import logoUrl from './logo.svg?no-inline';
import { seoMessages } from './messages.ts';
import { socialProfiles } from './organisation.ts';

/** Spec section 1: the organisation's structured data, with its short German description. */
export function OrganisationJsonLd({ origin, shopName }: { origin: string; shopName: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shopName,
    url: `${origin}/`,
    logo: new URL(logoUrl, origin).href,
    description: translate(seoMessages, 'de')('organisationDescription', shopFactValues(languages.de.locale)),
    sameAs: [socialProfiles.video, socialProfiles.network, socialProfiles.photo],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviewSummary.averageRating,
      reviewCount: reviewSummary.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
  // `<` escaped so no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <script type="application/ld+json" data-testid="organisation-json-ld">
      {json}
    </script>
  );
}
