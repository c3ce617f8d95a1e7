import type { ShouldRevalidateFunctionArgs } from 'react-router';

const cartAction = /^\/[a-z]{2}\/cart\/?$/;

/** Whether a navigation or fetcher submission was a cart action (add, quantity, remove, codes). */
export function isCartAction(formAction: string | undefined): boolean {
  return formAction !== undefined && cartAction.test(formAction);
}

/**
 * For catalogue and content pages: a cart change alters nothing they show (the badge and minicart
 * follow the browser's cart, stock labels refresh on their own), so their loaders are not run again
 * after one. Without this, adding from a collection's card made the server render the 250 products
 * again before the badge stood on the server's answer.
 */
export function keepAfterCartAction({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isCartAction(formAction) ? false : defaultShouldRevalidate;
}
