import { Link, useLocation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { formatEuro } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { listHref, priceParams, withoutParam } from './collection-params.ts';
import classes from './list.module.css';
import type { ListFilter } from './list-data.ts';
import { collectionMessages } from './messages.ts';

type Chip = { key: string; label: string; href: string };

/** The chosen filter values as links that remove them one by one, and one that removes all. */
export function ActiveFilters({ filters, keep = [] }: { filters: ListFilter[]; keep?: string[] }) {
  const t = useMessages(collectionMessages);
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const chips: Chip[] = filters.flatMap((filter): Chip[] => {
    if (filter.kind === 'price') {
      if (filter.min === null && filter.max === null) return [];
      const from = formatEuro(filter.min ?? 0, language.locale);
      const to = filter.max !== null ? formatEuro(filter.max, language.locale) : '';
      const href = listHref(pathname, params, (p) => {
        withoutParam(p, priceParams.min);
        withoutParam(p, priceParams.max);
      });
      return [{ key: filter.id, label: `${filter.label}: ${from} – ${to}`, href }];
    }
    return filter.values
      .filter((value) => value.active)
      .map((value) => ({
        key: value.id,
        label: `${filter.label}: ${value.label}`,
        href: listHref(pathname, params, (p) => withoutParam(p, value.param.name, value.param.value)),
      }));
  });
  if (chips.length === 0) return null;
  const resetAll = listHref(pathname, new URLSearchParams(), (p) => {
    for (const name of ['sort', ...keep]) {
      const value = params.get(name);
      if (value) p.set(name, value);
    }
  });
  return (
    <section className={classes.active} aria-label={t('activeFilters')} data-testid="active-filters">
      <ul className={classes.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              className={classes.chip}
              preventScrollReset
              aria-label={t('remove', { label: chip.label })}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={resetAll} className={classes.reset} preventScrollReset>
        {t('resetAll')}
      </Link>
    </section>
  );
}
