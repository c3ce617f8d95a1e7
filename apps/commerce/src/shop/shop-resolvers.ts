import { GraphQLError } from 'graphql';
import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { toGlobalId } from '../node/global-id.ts';
import { findShop } from './shop-store.ts';

export const shopResolvers: Resolvers = {
  QueryRoot: {
    shop: async (_parent, _args, context, info) => {
      const record = await findShop(context);
      if (!record) throw new GraphQLError('The shop has not been set up yet.');
      const url = new URL(record.primaryDomainUrl);
      return {
        id: toGlobalId('Shop', 1),
        name: record.name,
        description: localize(record.description, operationLanguage(info)),
        primaryDomain: { host: url.host, sslEnabled: url.protocol === 'https:', url: url.origin },
      };
    },
  },
};
