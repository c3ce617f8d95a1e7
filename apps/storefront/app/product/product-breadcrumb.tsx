import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import type { Crumb } from '../seo/json-ld.tsx';
import { productMessages } from './messages.ts';
import classes from './product.module.css';

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
