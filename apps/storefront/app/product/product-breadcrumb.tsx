import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { productMessages } from './messages.ts';
import classes from './product.module.css';
import type { BreadcrumbEntry } from './product-view.ts';

/** Home › category › sub-category › product: the same trail as the page's BreadcrumbList. */
export function ProductBreadcrumb({ home, trail, title }: { home: string; trail: BreadcrumbEntry[]; title: string }) {
  const t = useMessages(productMessages);
  return (
    <nav aria-label={t('breadcrumb')} className={classes.breadcrumb}>
      <ol>
        <li>
          <Link to={home}>{t('home')}</Link>
        </li>
        {trail.map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path}>{entry.title}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
