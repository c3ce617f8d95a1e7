import type { MetaobjectRecord } from '../content/metaobject-store.ts';
import type { ArticleRecord, BlogRecord, PageRecord } from '../content/page-store.ts';
import type { CollectionRecord } from './collection-store.ts';
import type { ImageRecord } from './image-store.ts';
import type { ProductRecord } from './product-store.ts';
import type { VariantRecord } from './variant-store.ts';

/**
 * Parents of the object types, tagged with their GraphQL type so interfaces and unions
 * (Node, MetafieldReference, MenuItemResource) can tell them apart.
 */
/** Set on results of `search` and `predictiveSearch`: the URL parameters that attribute a visit to them. */
type Tracked = { trackingParameters?: string };

export type ProductView = ProductRecord & { typename: 'Product' } & Tracked;
export type VariantView = VariantRecord & { typename?: 'ProductVariant' };
export type CollectionView = CollectionRecord & { typename: 'Collection' } & Tracked;
export type MediaImageView = { typename: 'MediaImage'; image: ImageRecord };
export type MetaobjectView = MetaobjectRecord & { typename: 'Metaobject' };
export type PageView = PageRecord & { typename: 'Page' } & Tracked;
export type BlogView = BlogRecord & { typename: 'Blog' };
export type ArticleView = ArticleRecord & { typename: 'Article' } & Tracked;

export type NodeView =
  | ProductView
  | VariantView
  | CollectionView
  | MediaImageView
  | MetaobjectView
  | PageView
  | BlogView
  | ArticleView;

export const productView = (record: ProductRecord): ProductView => ({ ...record, typename: 'Product' });
export const variantView = (record: VariantRecord): VariantView => ({
  ...record,
  typename: 'ProductVariant',
});
export const collectionView = (record: CollectionRecord): CollectionView => ({
  ...record,
  typename: 'Collection',
});
export const mediaImageView = (image: ImageRecord): MediaImageView => ({ typename: 'MediaImage', image });
export const metaobjectView = (record: MetaobjectRecord): MetaobjectView => ({
  ...record,
  typename: 'Metaobject',
});
export const pageView = (record: PageRecord): PageView => ({ ...record, typename: 'Page' });
export const blogView = (record: BlogRecord): BlogView => ({ ...record, typename: 'Blog' });
export const articleView = (record: ArticleRecord): ArticleView => ({ ...record, typename: 'Article' });

/** What a metafield or metaobject field may reference (the schema's `MetafieldReference`). */
export type MetafieldReferenceView = Exclude<NodeView, BlogView | ArticleView>;

export function isMetafieldReference(view: NodeView): view is MetafieldReferenceView {
  return view.typename !== 'Blog' && view.typename !== 'Article';
}

/** What a menu item may point to (the schema's `MenuItemResource`). */
export type MenuItemResourceView =
  | ArticleView
  | BlogView
  | CollectionView
  | MetaobjectView
  | PageView
  | ProductView;
