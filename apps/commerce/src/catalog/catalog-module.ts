import { blogResolvers } from '../content/blog-resolvers.ts';
import { localizationResolvers } from '../content/localization-resolvers.ts';
import { menuResolvers } from '../content/menu-resolvers.ts';
import { metaobjectResolvers } from '../content/metaobject-resolvers.ts';
import { pageResolvers } from '../content/page-resolvers.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { nodeResolvers } from '../node/node-resolvers.ts';
import { predictiveSearchResolvers } from '../search/predictive-search-resolvers.ts';
import { searchResolvers } from '../search/search-resolvers.ts';
import { collectionResolvers } from './collection-resolvers.ts';
import { imageResolvers } from './image-resolvers.ts';
import { metafieldResolvers } from './metafield-resolvers.ts';
import { productQueryResolvers } from './product-query-resolvers.ts';
import { productResolvers } from './product-resolvers.ts';
import { variantResolvers } from './variant-resolvers.ts';

/** The resolvers of the catalogue and content modules (catalog, content, search, node). */
export const catalogModuleResolvers: Resolvers[] = [
  productQueryResolvers,
  productResolvers,
  variantResolvers,
  collectionResolvers,
  imageResolvers,
  metafieldResolvers,
  nodeResolvers,
  predictiveSearchResolvers,
  searchResolvers,
  menuResolvers,
  metaobjectResolvers,
  pageResolvers,
  blogResolvers,
  localizationResolvers,
];
