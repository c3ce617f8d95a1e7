/*
 * Documents of the shape the Hydrogen skeleton template (2025.1) sends: the same root fields,
 * arguments, directives, fragments on the same types and the same fields beneath, written here
 * (the template's sources are read, not copied). Each names the template module it stands for.
 */

/** The cart fragment the skeleton hands to the cart handler (`app/lib/fragments.ts`). */
export const skeletonCartFragment = `#graphql
  fragment SkMoney on MoneyV2 { currencyCode amount }
  fragment SkLineFields on CartLine {
    id quantity attributes { key value }
    cost { totalAmount { ...SkMoney } amountPerQuantity { ...SkMoney } compareAtAmountPerQuantity { ...SkMoney } }
    merchandise { ... on ProductVariant {
      id availableForSale compareAtPrice { ...SkMoney } price { ...SkMoney } requiresShipping title
      image { id url altText width height }
      product { handle title id vendor }
      selectedOptions { name value }
    } }
  }
  fragment SkBundleFields on ComponentizableCartLine {
    id quantity attributes { key value }
    cost { totalAmount { ...SkMoney } amountPerQuantity { ...SkMoney } compareAtAmountPerQuantity { ...SkMoney } }
    merchandise { ... on ProductVariant { id title product { handle title id vendor } } }
  }
  fragment CartApiQuery on Cart {
    updatedAt id checkoutUrl totalQuantity note
    appliedGiftCards { lastCharacters amountUsed { ...SkMoney } }
    buyerIdentity { countryCode email phone customer { id email firstName lastName displayName } }
    lines(first: $numCartLines) { nodes { ...SkLineFields } nodes { ...SkBundleFields } }
    cost { subtotalAmount { ...SkMoney } totalAmount { ...SkMoney } totalDutyAmount { ...SkMoney } totalTaxAmount { ...SkMoney } }
    attributes { key value }
    discountCodes { code applicable }
  }
`;
