import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import type { loader as stockLoader } from '../routes/api.product-stock.ts';
import { whenIdle } from '../shell/when-idle.ts';
import type { VariantView } from './product-view.ts';

/**
 * The variants with the stock the API reports now. The page's HTML may come from the page cache,
 * minutes old; after it loads, the browser asks /api/product-stock (spec section 7, ProductStock) and
 * the availability label and the add-to-cart button follow the answer. Until then, and when the
 * answer fails, the rendered stock stands.
 */
export function useLiveStock(productId: string, variants: VariantView[]): VariantView[] {
  const fetcher = useFetcher<typeof stockLoader>();
  const language = useLanguage();
  const { load } = fetcher;
  // In a task of its own once the page is idle, not in the hydration's commit (shell/when-idle.ts).
  useEffect(() => {
    const query = new URLSearchParams({ id: productId, lang: language.key });
    return whenIdle(() => void load(`/api/product-stock?${query}`));
  }, [productId, language.key, load]);
  const live = fetcher.data && 'variants' in fetcher.data ? fetcher.data.variants : null;
  if (!live) return variants;
  return variants.map((variant) => {
    const stock = live[variant.id];
    return stock
      ? {
          ...variant,
          availableForSale: stock.availableForSale,
          currentlyNotInStock: stock.currentlyNotInStock,
        }
      : variant;
  });
}
