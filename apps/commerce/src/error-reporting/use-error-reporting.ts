import { GraphQLError } from 'graphql';
import { type Plugin, useErrorHandler } from 'graphql-yoga';
import { reportError } from './error-reporting.ts';

/**
 * Reports errors a resolver did not mean to raise (a failed query, a bug): those whose cause is not a
 * GraphQLError. Errors clients cause (validation, userErrors, limits) are answers, not faults.
 */
export function useErrorReporting(): Plugin {
  return useErrorHandler(({ errors }) => {
    for (const error of errors) {
      const cause = error instanceof GraphQLError ? error.originalError : error;
      if (cause && !(cause instanceof GraphQLError)) reportError(cause);
    }
  });
}
