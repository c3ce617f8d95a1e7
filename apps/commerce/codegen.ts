import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types from our own SDL (`src/**\/*.graphql`): parents, arguments and context of every
 * resolver, so a resolver that reads a field its parent does not have, or an argument the schema
 * does not declare, fails the typecheck. `npm run codegen` writes the file; `npm run check` fails
 * when it is stale. Parents are mapped to the views and records our services return.
 */
const views = '../catalog/views.ts';
const cart = '../cart/cart-view.ts';
const sitemap = '../sitemap/sitemap-service.ts';

const config: CodegenConfig = {
  schema: 'src/**/*.graphql',
  generates: {
    'src/graphql/resolver-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context.ts#GraphQLContext',
        useTypeImports: true,
        enumsAsTypes: true,

        scalars: {
          Color: 'string',
          DateTime: 'string',
          Decimal: 'string',
          HTML: 'string',
          JSON: 'string',
          URL: 'string',
        },
        mappers: {
          Product: `${views}#ProductView`,
          ProductVariant: `${views}#VariantView`,
          ProductOption: '../catalog/variant-store.ts#OptionRecord',
          ProductOptionValue: '../catalog/variant-store.ts#OptionValueView',
          Collection: `${views}#CollectionView`,
          Image: '../catalog/image-store.ts#ImageRecord',
          MediaImage: `${views}#MediaImageView`,
          Metafield: '../catalog/metafield-store.ts#MetafieldView',
          Metaobject: `${views}#MetaobjectView`,
          MetaobjectField: '../content/metaobject-store.ts#MetaobjectFieldRecord',
          Page: `${views}#PageView`,
          Blog: `${views}#BlogView`,
          Article: `${views}#ArticleView`,
          // Country codes come from our table; GraphQL checks each against the enum as it answers.
          Country: '../content/menu-store.ts#CountryView',
          Menu: '../content/menu-service.ts#MenuView',
          MenuItem: '../content/menu-service.ts#MenuItemView',
          ProductConnection: '../catalog/product-service.ts#ProductConnectionView',
          SearchResultItemConnection: '../search/search-service.ts#SearchConnectionView',
          Cart: `${cart}#CartView`,
          CartLine: `${cart}#CartLineView`,
          // The country was checked against the enum when the client set it.
          CartBuyerIdentity: `${cart}#BuyerIdentityView`,
          BaseCartLine: `${cart}#CartLineView`,
          ComponentizableCartLine: `${cart}#CartLineView`,
          CartDelivery: '../cart/cart-tables.ts#CartDeliveryView',
          CartSelectableAddress: '../cart/cart-tables.ts#CartDeliveryAddressRecord',
          CartDeliveryAddress: '../cart/cart-tables.ts#CartPostalAddress',
          CartDeliveryGroup: '../cart/delivery-groups.ts#DeliveryGroupView',
          CartDeliveryOption: '../cart/delivery-groups.ts#DeliveryOptionView',
          MailingAddress: '../cart/cart-tables.ts#CartDeliveryAddressRecord',
          ShopPolicy: '../shop/shop-policies.ts#ShopPolicyView',
          Sitemap: `${sitemap}#SitemapView`,
          PaginatedSitemapResources: `${sitemap}#SitemapPageView`,
          SitemapResource: `${sitemap}#SitemapItemView`,
        },
      },
    },
  },
};

export default config;
