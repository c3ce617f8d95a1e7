import { GraphQLError } from 'graphql';
import type { GraphQLContext, Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { shopBrand } from './shop-brand.ts';
import { findPolicy, type policyPages, subscriptionPolicy } from './shop-policies.ts';
import { findShop } from './shop-store.ts';

async function primaryDomain(context: GraphQLContext): Promise<string> {
  const record = await findShop(context);
  if (!record) throw new GraphQLError('The shop has not been set up yet.');
  return record.primaryDomainUrl;
}

const policy =
  (name: keyof typeof policyPages): NonNullable<Resolvers['Shop']>['privacyPolicy'] =>
  async (_shop, _args, context, info) =>
    findPolicy(context, await primaryDomain(context), operationLanguage(info), name);

export const shopResolvers: Resolvers = {
  QueryRoot: {
    shop: async (_parent, _args, context, info) => {
      const record = await findShop(context);
      if (!record) throw new GraphQLError('The shop has not been set up yet.');
      const url = new URL(record.primaryDomainUrl);
      const description = localize(record.description, operationLanguage(info));
      return {
        id: toGlobalId('Shop', 1),
        name: record.name,
        description,
        primaryDomain: { host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin },
        brand: shopBrand(description),
      };
    },
  },
  Shop: {
    privacyPolicy: policy('privacyPolicy'),
    refundPolicy: policy('refundPolicy'),
    shippingPolicy: policy('shippingPolicy'),
    termsOfService: policy('termsOfService'),
    subscriptionPolicy: async (_shop, _args, context, info) =>
      subscriptionPolicy(context, await primaryDomain(context), operationLanguage(info)),
  },
};
