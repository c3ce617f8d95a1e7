import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import type { loader } from '../routes/api.cart-summary.ts';

/** Shared by key: the badge and the minicart read one request. */
export const cartQuantityFetcherKey = 'cart-quantity';

/**
 * The cart's totalQuantity, loaded in the browser (0 until then and when there is no cart).
 * A fetcher, so React Router loads it again after every action (add to cart, change a line).
 */
export function useCartQuantity(): number {
  const fetcher = useFetcher<typeof loader>({ key: cartQuantityFetcherKey });
  const language = useLanguage();
  const { load, data } = fetcher;
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current || data !== undefined) return;
    requested.current = true;
    void load(`/api/cart-summary?lang=${language.key}`);
  }, [load, data, language.key]);
  return data?.totalQuantity ?? 0;
}
