import type { ContentPage } from '../content/content-pages.ts';

/** The content pages the footer links to (spec section 2: not the flavour profile). */
export type FooterPage = Exclude<ContentPage, 'flavour-profile'>;

/** The footer's columns and its legal line. */
export const questionPages: FooterPage[] = ['shipping', 'payment', 'returns', 'click-collect'];
export const aboutPages: FooterPage[] = ['about', 'benefits', 'newsletter', 'coffee-hub', 'workshops', 'co2'];
export const legalPages: FooterPage[] = ['terms', 'imprint', 'privacy', 'accessibility'];
