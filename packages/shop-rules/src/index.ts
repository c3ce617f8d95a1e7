/*
 * The shop's business rules that both apps apply: constants of spec section 9 (money in integer cents),
 * the e-mail rule of section 5 and the content-page slugs of section 2. Plain data and functions without
 * dependencies, small enough for the browser bundle.
 */
export * from './content-pages.ts';
export * from './email.ts';
export type * from './languages.ts';
export * from './newsletter.ts';
export * from './returns.ts';
export * from './shipping.ts';
export * from './shipping-quote.ts';
export * from './shop-facts.ts';
export * from './vat.ts';
