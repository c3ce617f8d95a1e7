import type { ProductCardProps } from '../catalog/product-card.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import classes from './product.module.css';

/** Spec section 7's recommendations of one intent (RELATED, COMPLEMENTARY) with the shared cards. */
export function Recommendations({
  id,
  title,
  products,
}: {
  id: string;
  title: string;
  products: ProductCardProps[];
}) {
  if (products.length === 0) return null;
  const headingId = `product-${id}`;
  return (
    <section
      className={classes.recommendations}
      aria-labelledby={headingId}
      data-testid={`recommendations-${id}`}
    >
      <h2 id={headingId}>{title}</h2>
      <ProductGrid products={products} list={{ id: `product_${id}`, name: title }} />
    </section>
  );
}
