import type { ProductCardProps } from '../catalog/product-card.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useMessages } from '../i18n/define-messages.ts';
import classes from './articles.module.css';
import { articleMessages } from './messages.ts';

/** The products an article names (related-products.server.ts), as the shop's product cards. */
export function RelatedProducts({ products }: { products: ProductCardProps[] }) {
  const t = useMessages(articleMessages);
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="article-related-products"
      className={classes.related}
      data-testid="related-products"
    >
      <h2 id="article-related-products" className={classes.sectionHeading}>
        {t('relatedProducts')}
      </h2>
      <ProductGrid products={products} list={{ id: 'article_related', name: t('relatedProducts') }} />
    </section>
  );
}
