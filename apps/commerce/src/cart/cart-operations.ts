/** The cart operations as a client sends them, with the fields of the specification. */
export const cartFields = `
  id checkoutUrl totalQuantity note createdAt updatedAt
  attributes { key value }
  buyerIdentity { email countryCode customer { id } }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } checkoutChargeAmount { amount } }
  discountCodes { code applicable }
  discountAllocations { discountedAmount { amount } ... on CartCodeDiscountAllocation { code } }
  appliedGiftCards { id lastCharacters amountUsed { amount } presentmentAmountUsed { amount } balance { amount } }
  lines(first: 50) {
    pageInfo { hasNextPage endCursor }
    edges { node {
      id quantity attributes { key value }
      cost { totalAmount { amount } subtotalAmount { amount } amountPerQuantity { amount } compareAtAmountPerQuantity { amount } }
      discountAllocations { discountedAmount { amount } }
      merchandise { __typename ... on ProductVariant { id } }
    } }
  }`;

const payload = `cart { ${cartFields} } userErrors { field message code } warnings { code message target }`;

export const cartOperations = {
  get: `query GetCartById($cartId: ID!) { cart(id: $cartId) { ${cartFields} } }`,
  create: `mutation CartCreate($input: CartInput) { cartCreate(input: $input) { ${payload} } }`,
  linesAdd: `mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) { cartLinesAdd(cartId: $cartId, lines: $lines) { ${payload} } }`,
  linesUpdate: `mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) { cartLinesUpdate(cartId: $cartId, lines: $lines) { ${payload} } }`,
  linesRemove: `mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) { cartLinesRemove(cartId: $cartId, lineIds: $lineIds) { ${payload} } }`,
  discountCodes: `mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { ${payload} } }`,
  giftCards: `mutation CartGiftCardCodesUpdate($cartId: ID!, $giftCardCodes: [String!]!) { cartGiftCardCodesUpdate(cartId: $cartId, giftCardCodes: $giftCardCodes) { ${payload} } }`,
  giftCardsRemove: `mutation CartGiftCardCodesRemove($cartId: ID!, $appliedGiftCardIds: [ID!]!) { cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $appliedGiftCardIds) { ${payload} } }`,
  note: `mutation CartNoteUpdate($cartId: ID!, $note: String!) { cartNoteUpdate(cartId: $cartId, note: $note) { ${payload} } }`,
  attributes: `mutation CartAttributesUpdate($cartId: ID!, $attributes: [AttributeInput!]!) { cartAttributesUpdate(cartId: $cartId, attributes: $attributes) { ${payload} } }`,
  buyerIdentity: `mutation CartBuyerIdentityUpdate($cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) { ${payload} } }`,
} as const;
