import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertCartFixtures, fixtureVariants as v } from '../../cart/cart-fixtures.ts';
import { cartClient, variantGid } from '../../cart/cart-test-client.ts';
import { databaseKinds } from '../../testing/test-databases.ts';
import { useTestService } from '../../testing/test-service.ts';

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

const nul = 'a\u0000b';

/** Every place a visitor's text reaches a text column or a search, each asked with a variable. */
const nulCases: Record<string, { query: string; variables: (cartId: string) => Record<string, unknown> }> = {
  'a cart note': {
    query:
      'mutation($cartId: ID!, $v: String!) { cartNoteUpdate(cartId: $cartId, note: $v) { cart { id } } }',
    variables: (cartId) => ({ cartId, v: nul }),
  },
  'a cart attribute': {
    query:
      'mutation($cartId: ID!, $a: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $a) { cart { id } } }',
    variables: (cartId) => ({ cartId, a: [{ key: 'gift', value: nul }] }),
  },
  'a discount code': {
    query:
      'mutation($cartId: ID!, $c: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $c) { cart { id } } }',
    variables: (cartId) => ({ cartId, c: [nul] }),
  },
  'a gift card code': {
    query:
      'mutation($cartId: ID!, $c: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $c) { cart { id } } }',
    variables: (cartId) => ({ cartId, c: [nul] }),
  },
  'a handle': {
    query: 'query($v: String!) { product(handle: $v) { id } }',
    variables: () => ({ v: nul }),
  },
  'a search query': {
    query: 'query($v: String!) { products(first: 1, query: $v) { nodes { id } } }',
    variables: () => ({ v: nul }),
  },
};

/** The same operation with the value written into the document as a string literal. */
function inlined(query: string, variables: Record<string, unknown>): string {
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? `[${value.map(literal).join(', ')}]`
      : value !== null && typeof value === 'object'
        ? `{ ${Object.entries(value)
            .map(([key, item]) => `${key}: ${literal(item)}`)
            .join(', ')} }`
        : JSON.stringify(value);
  const withValues = Object.entries(variables).reduce(
    (text, [name, value]) => text.replaceAll(new RegExp(`\\$${name}\\b(?!:)`, 'g'), literal(value)),
    query,
  );
  return withValues.replace(/^(mutation|query)\([^)]*\)/, '$1');
}

describe.each(databaseKinds)('bad input answered as the client’s error on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, { prepare: insertCartFixtures });
  const client = cartClient(server);

  async function ask(query: string, variables?: Record<string, unknown>): Promise<Body> {
    const response = await server.graphql(query, variables);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toContain('INTERNAL_SERVER_ERROR');
    return JSON.parse(text);
  }

  it.skipIf(skip).each(Object.keys(nulCases))('refuses a NUL character in %s', async (name) => {
    const { query, variables } = nulCases[name] ?? { query: '', variables: () => ({}) };
    const { cart } = await client.create();
    const values = variables(cart?.id ?? '');
    const asVariable = await ask(query, values);
    expect(asVariable).toEqual({
      errors: [
        {
          message: 'A variable contains the NUL character (U+0000), which is not allowed.',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    });
    const asLiteral = await ask(inlined(query, values));
    expect(asLiteral.data ?? null).toBeNull();
    expect(asLiteral.errors?.[0]).toMatchObject({
      message: 'A string value contains the NUL character (U+0000), which is not allowed.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.skipIf(skip)(
    'refuses a lone surrogate in a variable (a discount code); a whole pair is kept',
    async () => {
      const { cart } = await client.create();
      const query = nulCases['a discount code']?.query ?? '';
      expect(await ask(query, { cartId: cart?.id, c: ['KAFFEE\ud800'] })).toEqual({
        errors: [
          {
            message: 'A variable contains a lone surrogate (half of a UTF-16 pair), which is not allowed.',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      });
      const paired = await ask(query, { cartId: cart?.id, c: ['KAFFEE\u{1F600}'] });
      expect(paired.errors).toBeUndefined();
    },
  );

  it.skipIf(skip)('answers ids above the integer range as not found', async () => {
    const tooLarge = '2147483648';
    const { cart } = await client.create({
      lines: [{ merchandiseId: variantGid(v.espresso.id), quantity: 1 }],
    });
    const added = await ask(
      'mutation($cartId: ID!, $id: ID!) { cartLinesAdd(cartId: $cartId, lines: [{ merchandiseId: $id }]) { cart { id } userErrors { code field } } }',
      { cartId: cart?.id, id: `gid://shopify/ProductVariant/${tooLarge}` },
    );
    // As for any variant that does not exist: the cart unchanged and the platform's user error.
    expect(added.data?.cartLinesAdd).toEqual({
      cart: { id: cart?.id },
      userErrors: [{ code: 'INVALID_MERCHANDISE_LINE', field: ['lines', '0', 'merchandiseId'] }],
    });
    const found = await ask(
      `{ product(id: "gid://shopify/Product/${tooLarge}") { id } node(id: "gid://shopify/ProductVariant/${tooLarge}") { id } }`,
    );
    expect(found).toEqual({ data: { product: null, node: null } });
  });

  it.skipIf(skip)('answers GET parameters that are no JSON with a 400 in the error shape', async () => {
    for (const name of ['variables', 'extensions']) {
      const url = new URL(`${server.url}/api/2025-01/graphql.json`);
      url.searchParams.set('query', '{ __typename }');
      url.searchParams.set(name, '{not json');
      const response = await fetch(url, {
        headers: { 'x-shopify-storefront-access-token': server.config.storefrontAccessToken },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [
          { message: `The ${name} parameter must be a JSON object.`, extensions: { code: 'BAD_REQUEST' } },
        ],
      });
    }
  });

  describe('a query that fails in the database', () => {
    afterEach(async () => {
      vi.restoreAllMocks();
      await database.db.execute(sql`ALTER TABLE carts DROP CONSTRAINT IF EXISTS carts_note_test_check`);
    });

    it.skipIf(skip)('is logged without the values it was sent', async () => {
      const { cart } = await client.create();
      const token = /Cart\/([^?]+)/.exec(cart?.id ?? '')?.[1] ?? '';
      await database.db.execute(
        sql`ALTER TABLE carts ADD CONSTRAINT carts_note_test_check CHECK (note NOT LIKE '%secret%')`,
      );
      const logged: unknown[] = [];
      vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => logged.push(...args));
      const response = await server.graphql(
        'mutation($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { cart { id } } }',
        { cartId: cart?.id, note: 'secret-note-4711' },
      );
      const body: Body = await response.json();
      expect(body.errors?.[0]?.message).toBe('Unexpected error.');
      const text = logged.map(String).join('\n');
      expect(text).toContain('carts_note_test_check');
      expect(text).not.toContain('secret-note-4711');
      expect(token.length).toBeGreaterThan(10);
      expect(text).not.toContain(token);
    });
  });
});
