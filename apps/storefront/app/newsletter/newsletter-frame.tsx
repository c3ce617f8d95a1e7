import type { ReactNode } from 'react';
import classes from './newsletter.module.css';

/**
 * The block's outer section. Kept apart from the content, so that the first load holds only this
 * frame and the block's styles (its server-rendered HTML must look right at once).
 */
export function NewsletterFrame({ children }: { children: ReactNode }) {
  return (
    <section className={classes.block} aria-labelledby="newsletter-title" data-testid="newsletter-block">
      {children}
    </section>
  );
}
