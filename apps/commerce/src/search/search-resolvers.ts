import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { search } from './search-service.ts';

export const searchResolvers: Resolvers = {
  QueryRoot: {
    search: (_parent, args, context, info) => search(context, args, operationLanguage(info)),
  },
  SearchResultItem: { __resolveType: (item) => item.typename },
  SearchResultItemConnection: {
    productFilters: (connection) => connection.productFilters(),
  },
};
