import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/**
 * A refusal by the limits, in the platform's shape: a message and an `extensions.code`.
 * Made by graphql-yoga's copy of graphql, so Yoga recognises the error and does not mask it.
 */
export function limitError(
  message: string,
  code: string,
  figures: Record<string, number | string> = {},
): GraphQLError {
  return createGraphQLError(message, { extensions: { code, ...figures } });
}
