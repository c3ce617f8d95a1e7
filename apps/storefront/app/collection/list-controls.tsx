import { type FormEvent, useEffect, useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { useMessages } from '../i18n/define-messages.ts';
import { formatEuro } from '../i18n/format-money.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { KeptMarkup } from '../shell/kept-markup.tsx';
import { priceParams, type SortOption, sortOptions } from './collection-params.ts';
import classes from './list.module.css';
import type { ListFilter } from './list-data.ts';
import { collectionMessages } from './messages.ts';
import { useListSubmit } from './use-list-submit.ts';

export const listFormId = 'list-controls';

type Props = {
  filters: ListFilter[];
  sort: SortOption;
  /** The sort choices offered (the search page adds relevance). */
  options?: readonly SortOption[];
  /** State the form keeps that it does not show (the search term). */
  hidden?: Record<string, string>;
};

/**
 * Filters and sorting of a product list as one plain GET form: without JavaScript the "apply" button
 * loads the filtered page; with JavaScript every change navigates on the client (no full reload,
 * the scroll position kept, the URL updated so the back button and a shared link work).
 */
export function ListControls({ filters, sort, options = sortOptions, hidden = {} }: Props) {
  const t = useMessages(collectionMessages);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { formRef, apply } = useListSubmit();
  // Without JavaScript the sort needs its own button; with it, a change applies at once.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const activeCount = filters.reduce(
    (sum, f) =>
      sum +
      (f.kind === 'price'
        ? Number(f.min !== null || f.max !== null)
        : f.values.filter((v) => v.active).length),
    0,
  );
  return (
    <Form
      id={listFormId}
      method="get"
      action={pathname}
      className={classes.controls}
      onSubmit={onSubmit}
      ref={formRef}
      aria-busy={navigation.state === 'loading'}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={classes.sortRow}>
        <label className={classes.sortLabel}>
          {t('sort')}
          <select
            name="sort"
            defaultValue={sort}
            key={sort}
            className={classes.select}
            data-testid="sort-select"
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {t(option)}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className={classes.sortButton}>
            {t('apply')}
          </button>
        )}
      </div>
      {filters.length === 0 ? null : (
        <details className={classes.panel}>
          <summary className={classes.panelSummary}>
            {t('filters')}
            {activeCount > 0 ? ` (${activeCount})` : ''}
          </summary>
          <div className={classes.groups}>
            {filters.map((filter) => (
              <FilterGroup key={filter.id} filter={filter} />
            ))}
            <button type="submit" className={classes.apply}>
              {t('apply')}
            </button>
          </div>
        </details>
      )}
    </Form>
  );
}

function FilterGroup({ filter }: { filter: ListFilter }) {
  const t = useMessages(collectionMessages);
  const language = useLanguage();
  if (filter.kind === 'price') {
    const active = filter.min !== null || filter.max !== null;
    return (
      <details className={classes.group} open={active ? true : undefined} data-filter={filter.id}>
        <summary>{filter.label}</summary>
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>
            {filter.label}
            {filter.highest !== null
              ? ` (${t('priceUpTo', { price: formatEuro(Math.ceil(filter.highest), language.locale) })})`
              : ''}
          </legend>
          <div className={classes.priceInputs}>
            <label>
              {t('priceFrom')}
              <input
                type="number"
                name={priceParams.min}
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={filter.min ?? ''}
                key={`min-${filter.min}`}
                placeholder="0"
              />
            </label>
            <label>
              {t('priceTo')}
              <input
                type="number"
                name={priceParams.max}
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={filter.max ?? ''}
                key={`max-${filter.max}`}
                placeholder={filter.highest !== null ? String(Math.ceil(filter.highest)) : ''}
              />
            </label>
          </div>
        </fieldset>
      </details>
    );
  }
  const activeCount = filter.values.filter((v) => v.active).length;
  return (
    <details className={classes.group} open={activeCount > 0 ? true : undefined} data-filter={filter.id}>
      <summary>
        {filter.label}
        {activeCount > 0 ? ` (${activeCount})` : ''}
      </summary>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{filter.label}</legend>
        <KeptMarkup as="ul" className={classes.values} source={filter.values}>
          {filter.values.map((value) => (
            <li key={value.id}>
              <label className={value.count === 0 && !value.active ? classes.emptyValue : undefined}>
                <input
                  type="checkbox"
                  name={value.param.name}
                  value={value.param.value}
                  defaultChecked={value.active}
                  key={`${value.id}-${value.active}`}
                  disabled={value.count === 0 && !value.active}
                />
                <span>{value.label}</span>
                <span className={classes.count}>({value.count})</span>
              </label>
            </li>
          ))}
        </KeptMarkup>
      </fieldset>
    </details>
  );
}
