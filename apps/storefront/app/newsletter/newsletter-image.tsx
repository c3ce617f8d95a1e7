// Never inlined as data URIs: they would bloat every page's HTML (Vite inlines small files such as
// the 300 px one by default).

import image300 from './images/newsletter-300.webp?no-inline';
import image600 from './images/newsletter-600.webp?no-inline';
import image1200 from './images/newsletter-1200.webp?no-inline';
import classes from './newsletter.module.css';

/**
 * The block's picture at 300, 600 and 1200 px (spec section 2); below the fold, so lazy, except where
 * the page is short enough to show it at once (`eager`: the cart page, where it is the largest paint).
 */
export function NewsletterImage({ alt, loading = 'lazy' }: { alt: string; loading?: 'lazy' | 'eager' }) {
  return (
    <img
      className={classes.image}
      src={image600}
      srcSet={`${image300} 300w, ${image600} 600w, ${image1200} 1200w`}
      sizes="(min-width: 62em) 600px, 100vw"
      width={1200}
      height={800}
      alt={alt}
      loading={loading}
      // Where it is shown at once it is the page's largest paint: asked for before the other pictures.
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
    />
  );
}
