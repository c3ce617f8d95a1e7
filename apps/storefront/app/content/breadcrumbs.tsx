import { Link } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { breadcrumbList, type Crumb, JsonLd } from '../seo/json-ld.tsx';
import { useSite } from '../seo/use-site.ts';
import classes from './content.module.css';
import { contentMessages } from './messages.ts';

/**
 * Where the page sits (home › … › this page), shown and as `BreadcrumbList` JSON-LD. The last crumb is
 * the current page: named, not linked.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const t = useMessages(contentMessages);
  const language = useLanguage();
  const { origin } = useSite();
  const all = [{ name: t('home'), path: `/${language.key}` }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')} className={classes.breadcrumbs}>
      <JsonLd data={breadcrumbList(origin, all)} testId="breadcrumb-json-ld" />
      <ol>
        {all.map((crumb, index) => (
          <li key={crumb.path}>
            {index < all.length - 1 ? (
              <Link to={crumb.path}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
