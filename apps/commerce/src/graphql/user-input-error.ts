import { createGraphQLError } from 'graphql-yoga';

/**
 * An error the client caused, with a message it may see. Made by yoga's own helper so that it is
 * an instance of the GraphQLError class yoga checks when masking errors; a GraphQLError imported
 * separately can come from another copy of `graphql` (under Vitest) and would be masked.
 */
export function userInputError(message: string): Error {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}
