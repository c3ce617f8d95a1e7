import { useEffect, useRef } from 'react';
import { pushToDataLayer } from '../analytics/data-layer.ts';
import type { ProductCardProps } from './product-card.ts';
import { variantIdParam } from './product-card-href.ts';

/** A list of products as analytics names it: a collection, the search results, a home list. */
export type ItemList = { id: string; name: string };

/** GA4's e-commerce item (developers.google.com/analytics/devguides/collection/ga4/reference/events). */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_brand: string;
  item_variant?: string;
  item_category?: string;
  price: number;
  currency: string;
  index: number;
  item_list_id: string;
  item_list_name: string;
};

/** Soft hyphens (inserted for line breaks) are no part of a name. */
const plain = (text: string) => text.replaceAll('\u00ad', '');

export function analyticsItem(product: ProductCardProps, index: number, list: ItemList): AnalyticsItem {
  const variant = product.variant?.title;
  return {
    item_id: variantIdParam(product.id),
    item_name: plain(product.title),
    item_brand: product.vendor,
    ...(variant ? { item_variant: variant } : {}),
    ...(product.productType ? { item_category: product.productType } : {}),
    price: Number(product.price.amount),
    currency: product.price.currencyCode,
    index,
    item_list_id: list.id,
    item_list_name: list.name,
  };
}

function pushItemEvent(event: 'view_item_list' | 'select_item', list: ItemList, items: AnalyticsItem[]) {
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer({ event, ecommerce: { item_list_id: list.id, item_list_name: list.name, items } });
}

export function pushSelectItem(product: ProductCardProps, index: number, list: ItemList): void {
  pushItemEvent('select_item', list, [analyticsItem(product, index, list)]);
}

/**
 * `view_item_list` once per real occurrence: when the list first comes into view, and again only when
 * it shows other products (a filter, a sort, the next page) — not on re-renders or hydration.
 */
export function useViewItemList(list: ItemList, products: ProductCardProps[]) {
  const element = useRef<HTMLUListElement>(null);
  const reported = useRef<string | null>(null);
  const key = `${list.id}|${products.map((p) => p.variant?.id ?? p.id).join(',')}`;
  // Read through refs so that the observer is renewed only when the list's content changes.
  const latest = useRef({ list, products });
  latest.current = { list, products };
  useEffect(() => {
    const target = element.current;
    if (!target || products.length === 0 || reported.current === key) return;
    const report = () => {
      if (reported.current === key) return;
      reported.current = key;
      const { list: current, products: shown } = latest.current;
      pushItemEvent(
        'view_item_list',
        current,
        shown.map((product, index) => analyticsItem(product, index, current)),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      report();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        report();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [key, products.length]);
  return element;
}
