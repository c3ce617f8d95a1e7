import fc from 'fast-check';
import { hostileList, hostileScalar, hostileValue } from './hostile-values.ts';

/** One request as a client would send it, to be judged by its answer. */
export type FuzzRequest = {
  method: string;
  contentType: string | undefined;
  body: string | undefined;
  /** Appended to the endpoint's path, for GET requests. */
  search: string;
};

/**
 * Operations of the schema, shaped as clients send them, whose variables get hostile values; a
 * real cart id is one of the choices so that mutations reach the cart code, not only validation.
 */
/** What the generated requests aim at: a real cart, and real variants of the catalogue. */
export type FuzzTargets = { cartId: string; variantIds: string[] };

const operations: {
  query: string;
  variables: (targets: FuzzTargets) => fc.Arbitrary<Record<string, unknown>>;
}[] = [
  {
    query:
      'query($n: Int, $q: String, $s: ProductSortKeys) { products(first: $n, query: $q, sortKey: $s) { nodes { id title } } }',
    variables: () => fc.record({ n: hostileScalar, q: hostileScalar, s: hostileScalar }),
  },
  {
    query:
      'query($h: String, $n: Int) { product(handle: $h) { title descriptionHtml variants(first: $n) { nodes { id price { amount } } } } }',
    variables: () => fc.record({ h: hostileScalar, n: hostileScalar }),
  },
  {
    query:
      'query($h: String, $n: Int, $f: [ProductFilter!], $after: String) { collection(handle: $h) { title products(first: $n, filters: $f, after: $after) { nodes { id } } } }',
    variables: () => fc.record({ h: hostileScalar, n: hostileScalar, f: hostileList, after: hostileScalar }),
  },
  {
    query: 'query($id: ID!) { node(id: $id) { id } }',
    variables: () => fc.record({ id: hostileScalar }),
  },
  {
    query:
      'query($q: String!, $n: Int) { predictiveSearch(query: $q, limit: $n) { products { id } queries { text } } }',
    variables: () => fc.record({ q: hostileScalar, n: hostileScalar }),
  },
  {
    query:
      'mutation($input: CartInput) { cartCreate(input: $input) { cart { id totalQuantity } userErrors { field message } } }',
    variables: () =>
      fc.record({
        input: fc.oneof(
          hostileValue,
          fc.record({ lines: hostileList, note: hostileScalar, discountCodes: hostileList }),
        ),
      }),
  },
  {
    query:
      'mutation($c: ID!, $l: [CartLineInput!]!) { cartLinesAdd(cartId: $c, lines: $l) { cart { totalQuantity } userErrors { message } warnings { message } } }',
    variables: ({ cartId, variantIds }) =>
      fc.record({
        c: fc.oneof(fc.constant(cartId), hostileScalar),
        l: fc.oneof(
          hostileList,
          fc.array(
            fc.record({
              merchandiseId: fc.oneof(fc.constantFrom(...variantIds), hostileScalar),
              quantity: fc.oneof(fc.integer({ min: -5, max: 500 }), hostileScalar),
            }),
            { maxLength: 3 },
          ),
        ),
      }),
  },
  {
    query:
      'mutation($c: ID!, $l: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $c, lines: $l) { cart { totalQuantity } userErrors { message } } }',
    variables: ({ cartId }) => fc.record({ c: fc.oneof(fc.constant(cartId), hostileScalar), l: hostileList }),
  },
  {
    query:
      'mutation($c: ID!, $d: [String!]) { cartDiscountCodesUpdate(cartId: $c, discountCodes: $d) { cart { id } userErrors { message } } }',
    variables: ({ cartId }) => fc.record({ c: fc.oneof(fc.constant(cartId), hostileScalar), d: hostileList }),
  },
  {
    query:
      'mutation($c: ID!, $d: [String!]!) { cartGiftCardCodesUpdate(cartId: $c, giftCardCodes: $d) { cart { id } userErrors { message } } }',
    variables: ({ cartId }) => fc.record({ c: fc.oneof(fc.constant(cartId), hostileScalar), d: hostileList }),
  },
  {
    query:
      'mutation($c: ID!, $n: String!, $a: [AttributeInput!]!) { cartNoteUpdate(cartId: $c, note: $n) { cart { note } } cartAttributesUpdate(cartId: $c, attributes: $a) { cart { id } } }',
    variables: ({ cartId }) =>
      fc.record({ c: fc.oneof(fc.constant(cartId), hostileScalar), n: hostileScalar, a: hostileList }),
  },
  {
    query: 'query($c: ID!) { cart(id: $c) { id totalQuantity cost { totalAmount { amount } } } }',
    variables: ({ cartId }) => fc.record({ c: fc.oneof(fc.constant(cartId), hostileScalar) }),
  },
];

/** A schema operation with hostile variables, sent as a JSON POST. */
export function hostileOperation(targets: FuzzTargets): fc.Arbitrary<FuzzRequest> {
  return fc
    .integer({ min: 0, max: operations.length - 1 })
    .chain((index) => {
      const operation = operations[index] ?? operations[0];
      if (!operation) throw new Error('no operations');
      return operation.variables(targets).map((variables) => ({ query: operation.query, variables }));
    })
    .map(({ query, variables }) => ({
      method: 'POST',
      contentType: 'application/json',
      body: JSON.stringify({ query, variables }),
      search: '',
    }));
}

const validBody = JSON.stringify({ query: '{ shop { name } }' });

/** Bodies, methods and content types no client should send, and GETs with broken parameters. */
export const malformedRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
  contentType: fc.constantFrom(
    undefined,
    'application/json',
    'application/graphql',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
    'application/json; charset=latin1',
    '*/*',
    'garbage',
  ),
  body: fc.oneof(
    fc.constant(undefined),
    fc.constant(validBody),
    fc.constant(validBody.slice(0, 11)),
    fc.string({ unit: 'binary', maxLength: 300 }),
    hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
    hostileValue.map((value) => JSON.stringify({ query: value, variables: value, operationName: value })),
    fc.constant(`{"query":"${'{'.repeat(3000)}"}`),
    fc.constant(`{"query":"{ shop { name } }","variables":${'['.repeat(5000)}}`),
  ),
  search: fc.oneof(
    fc.constant(''),
    fc.constant('?query=%7B%20shop%20%7B%20name%20%7D%20%7D&variables=%7Bnot-json'),
    fc.constant('?query=%7B%20shop%20%7B%20name%20%7D%20%7D&extensions=%5B'),
    fc.constant('?query=%00'),
    fc.string({ maxLength: 100 }).map((text) => `?query=${encodeURIComponent(text)}`),
    fc.string({ maxLength: 60 }).map((text) => `?${text}`),
  ),
});
