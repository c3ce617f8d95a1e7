import type { ProductCardProps } from '../catalog/product-card.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { SearchImage } from './search-image.tsx';
import classes from './search-overlay.module.css';

/** A product link with image, vendor and title; 200 px as the top product, 100 px in the list. */
export function ProductEntry({ product, size }: { product: ProductCardProps; size: 100 | 200 }) {
  const language = useLanguage();
  return (
    <a
      href={`/${language.key}/p/${product.handle}`}
      className={size === 200 ? `${classes.productLink} ${classes.topProduct}` : classes.productLink}
      data-testid={size === 200 ? 'search-top-product' : 'search-product'}
    >
      <SearchImage image={product.image} size={size} />
      <span>
        <span className={classes.vendor}>{product.vendor}</span>
        <span className={classes.title}>{product.title}</span>
      </span>
    </a>
  );
}
