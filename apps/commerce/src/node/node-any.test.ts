import { describe, expect, it } from 'vitest';
import { useCatalogServer } from '../testing/catalog-fixture.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { toGlobalId } from './global-id.ts';

type Policy = { __typename: string; id: string; handle: string; title: string; url: string };

const policies = `query P($language: LanguageCode) @inContext(language: $language) {
  shop { privacyPolicy { id handle title url } termsOfService { id handle title url } }
}`;
const nodes = `query N($ids: [ID!]!, $language: LanguageCode) @inContext(language: $language) {
  nodes(ids: $ids) {
    __typename id
    ... on ShopPolicy { handle title url }
    ... on Cart { totalQuantity note }
    ... on Metafield { namespace key value type }
  }
}`;
const createCart = `mutation C($input: CartInput!) {
  cartCreate(input: $input) { cart { id metafield(namespace: "custom", key: "gift_message") { id } } userErrors { code } }
}`;

describe.each(databaseKinds)('node(id:) and nodes(ids:) beyond the catalogue on $kind', ({ kind, skip }) => {
  const api = useCatalogServer(kind, skip);

  it.skipIf(skip)('opens the shop’s policies by their ids, in the request’s language', async () => {
    for (const language of ['DE', 'EN'] as const) {
      const { shop } = await api.query<{ shop: Record<string, Policy> }>(policies, { language });
      const about = api.catalog.pages.find((p) => p.key === 'about');
      const answer = await api.query<{ nodes: (Policy | null)[] }>(nodes, {
        ids: [shop.privacyPolicy?.id, shop.termsOfService?.id, toGlobalId('ShopPolicy', about?.id ?? 0)],
        language,
      });
      // A content page that holds no policy is no policy.
      expect(answer.nodes).toEqual([
        { __typename: 'ShopPolicy', ...shop.privacyPolicy },
        { __typename: 'ShopPolicy', ...shop.termsOfService },
        null,
      ]);
    }
  });

  it.skipIf(skip)('opens a cart and its metafields with their ids, never with a forged key', async () => {
    type Created = { cartCreate: { cart: { id: string; metafield: { id: string } | null } } };
    const { cartCreate } = await api.query<Created>(createCart, {
      input: {
        note: 'Bitte klingeln',
        metafields: [{ key: 'gift_message', type: 'single_line_text_field', value: 'Alles Gute!' }],
      },
    });
    const cartId = cartCreate.cart.id;
    const metafieldId = cartCreate.cart.metafield?.id ?? '';
    expect(metafieldId).toMatch(/^gid:\/\/shopify\/Metafield\/\d+\?cart=/);
    const found = await api.query<{ nodes: unknown[] }>(nodes, { ids: [cartId, metafieldId] });
    expect(found.nodes).toEqual([
      { __typename: 'Cart', id: cartId, totalQuantity: 0, note: 'Bitte klingeln' },
      {
        __typename: 'Metafield',
        id: metafieldId,
        namespace: 'custom',
        key: 'gift_message',
        value: 'Alles Gute!',
        type: 'single_line_text_field',
      },
    ]);
    const forge = (id: string) => id.replace(/key=[A-Za-z0-9]+/, 'key=forged0key');
    const forged = await api.query<{ nodes: unknown[] }>(nodes, { ids: [forge(cartId), forge(metafieldId)] });
    expect(forged.nodes).toEqual([null, null]);
  });
});
