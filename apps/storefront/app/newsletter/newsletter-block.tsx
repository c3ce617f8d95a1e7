import { useMatches } from 'react-router';
import { NewsletterSection } from './newsletter-section.tsx';

/** Route id of the newsletter page, which shows the block itself (with the result of a post). */
export const newsletterRouteId = 'routes/newsletter';

/*
 * Rendered directly, not lazily: a Suspense boundary here would make the server stream the block
 * after the page shell (React Router answers browsers as soon as the shell is ready), and without
 * JavaScript such streamed content stays hidden. The block must work without JavaScript.
 */

/**
 * The sign-up block above the footer (spec section 2). Place it once in the page shell; on the
 * newsletter page it steps aside, because that page renders it with the answer to a form post.
 */
export function NewsletterBlock({ imageLoading }: { imageLoading?: 'lazy' | 'eager' }) {
  const onNewsletterPage = useMatches().some((match) => match.id === newsletterRouteId);
  return onNewsletterPage ? null : <NewsletterSection imageLoading={imageLoading} />;
}
