import type { ProductCardProps } from '../catalog/product-card.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useMessages } from '../i18n/define-messages.ts';
import classes from './home.module.css';
import { homeMessages } from './messages.ts';

/** The home page's best-selling products, with the shop's product cards. */
export function Bestsellers({ products }: { products: ProductCardProps[] }) {
  const t = useMessages(homeMessages);
  if (products.length === 0) return null;
  return (
    <section id="bestsellers" className={classes.section} aria-labelledby="home-bestsellers">
      <h2 id="home-bestsellers">{t('bestsellers')}</h2>
      <ProductGrid products={products} list={{ id: 'home-bestsellers', name: t('bestsellers') }} />
    </section>
  );
}
