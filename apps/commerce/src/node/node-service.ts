import {
  articleView,
  blogView,
  collectionView,
  mediaImageView,
  metaobjectView,
  type NodeView,
  pageView,
  productView,
  variantView,
} from '../catalog/views.ts';
import { findAllBlogs, findAllPages } from '../content/page-store.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { parseGlobalId } from './global-id.ts';

/** Any object this API serves, by global id; null for ids of other types or unknown objects. */
export async function loadNode(context: GraphQLContext, globalId: string): Promise<NodeView | null> {
  const parsed = parseGlobalId(globalId);
  if (!parsed) return null;
  const load = context.loaders;
  switch (parsed.type) {
    case 'Product': {
      const record = await load.product.load(parsed.id);
      return record ? productView(record) : null;
    }
    case 'ProductVariant': {
      const record = await load.variant.load(parsed.id);
      return record ? variantView(record) : null;
    }
    case 'Collection': {
      const record = await load.collection.load(parsed.id);
      return record ? collectionView(record) : null;
    }
    case 'MediaImage': {
      const image = await load.image.load(parsed.id);
      return image ? mediaImageView(image) : null;
    }
    case 'Metaobject': {
      const record = await load.metaobject.load(parsed.id);
      return record ? metaobjectView(record) : null;
    }
    case 'Article': {
      const record = await load.article.load(parsed.id);
      return record ? articleView(record) : null;
    }
    case 'Page': {
      const record = (await findAllPages(context)).find((page) => page.id === parsed.id);
      return record ? pageView(record) : null;
    }
    case 'Blog': {
      const record = (await findAllBlogs(context)).find((blog) => blog.id === parsed.id);
      return record ? blogView(record) : null;
    }
    default:
      return null;
  }
}

/** Reads a metafield or metaobject-field value as a list of global ids (or one id). */
export function referencedIds(type: string, value: string): string[] {
  if (!type.endsWith('_reference')) return [];
  if (!type.startsWith('list.')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
