import type { CardColumns } from '../catalog/card-columns.ts';
import type { CollectionCardProps } from '../catalog/collection-card.ts';
import type { FilterParam, SortOption } from './collection-params.ts';

/** One choosable value of a list filter, with the number of products it would leave. */
export type ListFilterValue = {
  id: string;
  label: string;
  count: number;
  param: FilterParam;
  active: boolean;
};

export type ListFilter =
  | { kind: 'boolean' | 'list'; id: string; label: string; values: ListFilterValue[] }
  | {
      kind: 'price';
      id: string;
      label: string;
      highest: number | null;
      min: number | null;
      max: number | null;
    };

export type PageCursors = { next: string | null; previous: string | null };

/** A page of a product list (collection or search results) as the page component shows it. */
export type ProductListPage = {
  /** The page's cards as columns, the shorter loader data (card-columns.ts). */
  cards: CardColumns;
  filters: ListFilter[];
  sort: SortOption;
  sortOptions: readonly SortOption[];
  cursors: PageCursors;
};

export type Crumb = { title: string; href: string };
export type PromotionCardProps = {
  title: string;
  text: string;
  url: string | null;
  image: CollectionCardProps['image'];
};
