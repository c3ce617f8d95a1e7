import type { Resolvers } from '../graphql/resolvers.ts';
import { operationLanguage } from '../i18n/language.ts';
import { predictiveSearch } from './predictive-search-service.ts';

export const predictiveSearchResolvers: Resolvers = {
  QueryRoot: {
    predictiveSearch: (_parent, args, context, info) =>
      predictiveSearch(context, args, operationLanguage(info)),
  },
};
