import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import type { Crumb } from '../seo/json-ld.tsx';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import type { ProductView } from './product-view.ts';

/** Home › category › sub-category › product: the same trail as the page's BreadcrumbList. */
export function ProductBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useMessages(productMessages);
  const last = crumbs.length - 1;
  return (
    <nav aria-label={t('breadcrumb')} className={classes.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} aria-current={index === last ? 'page' : undefined}>
            {index === last ? crumb.name : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Home › category › sub-category › product, as the page shows it and the BreadcrumbList names it. */
export function productCrumbs(product: ProductView, home: Crumb, path: string): Crumb[] {
  return [
    home,
    ...product.breadcrumb.map((entry) => ({ name: entry.title, path: entry.path })),
    { name: product.title, path },
  ];
}
