import { metafieldView } from '../cart/cart-metafields.ts';
import { findCart, readCart } from '../cart/cart-service.ts';
import type { CartView } from '../cart/cart-view.ts';
import type { MetafieldView } from '../catalog/metafield-store.ts';
import type { NodeView } from '../catalog/views.ts';
import { findAllPages } from '../content/page-store.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import type { ContentLanguage } from '../i18n/language.ts';
import { findPolicy, policyOfPage, type ShopPolicyView } from '../shop/shop-policies.ts';
import { findShop } from '../shop/shop-store.ts';
import { cartGlobalId, idOfType, parseCartGlobalId, parseCartMetafieldGlobalId } from './global-id.ts';
import { loadNode } from './node-service.ts';

export type AnyNodeView = NodeView | CartView | MetafieldView | ShopPolicyView;

/** A policy by its id (the id of the content page that holds it), in the request's language. */
async function loadPolicy(context: GraphQLContext, pageId: number, language: ContentLanguage) {
  const page = (await findAllPages(context)).find((p) => p.id === pageId);
  const policy = page ? policyOfPage(page.key) : null;
  const shop = policy ? await findShop(context) : null;
  if (!policy || !shop) return null;
  const found = await findPolicy(context, shop.primaryDomainUrl, language, policy);
  return found ? { ...found, typename: 'ShopPolicy' as const } : null;
}

/**
 * What `node(id:)` opens: the catalogue's and content's objects (node-service.ts), the shop's
 * policies, and carts and their metafields, whose ids carry the cart's secret key (global-id.ts),
 * so that no id anyone could guess opens someone's cart.
 */
export async function loadAnyNode(
  context: GraphQLContext,
  globalId: string,
  language: ContentLanguage,
): Promise<AnyNodeView | null> {
  const cart = parseCartGlobalId(globalId);
  if (cart) return findCart(context, cartGlobalId(cart));
  const metafield = parseCartMetafieldGlobalId(globalId);
  if (metafield) {
    const found = await readCart(context.db, cartGlobalId(metafield));
    const record = found?.cart.metafields.find((m) => m.id === metafield.id);
    return found && record ? { ...metafieldView(record, found.credentials), typename: 'Metafield' } : null;
  }
  const policyId = idOfType(globalId, 'ShopPolicy');
  if (policyId !== null) return loadPolicy(context, policyId, language);
  return loadNode(context, globalId);
}
