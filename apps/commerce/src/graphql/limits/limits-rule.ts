import { type DocumentNode, type GraphQLError, type GraphQLSchema, Kind, type ValidationRule } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { analyzeOperation, fragmentsOf } from './operation-analysis.ts';
import type { QueryLimits } from './query-limits.ts';

// Errors come from graphql-yoga's copy of graphql, so Yoga recognises them and does not mask them.
function limitError(message: string, code: string, figures: Record<string, number>): GraphQLError {
  return createGraphQLError(message, { extensions: { code, ...figures } });
}

/**
 * Refuses operations nested too deeply or with too many aliases. Both depend on the document
 * alone, so this is a validation rule whose result Yoga may cache per document.
 */
export function depthAndAliasRule(limits: QueryLimits): ValidationRule {
  return function QueryDepthAndAliasLimits(context) {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(operation) {
        const figures = analyzeOperation(operation, context.getSchema(), fragments, {});
        if (figures.depth > limits.maxDepth) {
          context.reportError(
            limitError(
              `Query depth ${figures.depth} exceeds the maximum of ${limits.maxDepth}.`,
              'MAX_DEPTH_EXCEEDED',
              {
                depth: figures.depth,
                maxDepth: limits.maxDepth,
              },
            ),
          );
        }
        if (figures.aliases > limits.maxAliases) {
          context.reportError(
            limitError(
              `The query uses ${figures.aliases} aliases; at most ${limits.maxAliases} are allowed.`,
              'MAX_ALIASES_EXCEEDED',
              {
                aliases: figures.aliases,
                maxAliases: limits.maxAliases,
              },
            ),
          );
        }
        return false;
      },
    };
  };
}

/**
 * The cost error of the operation about to run, if it is too expensive. The cost depends on
 * variables (`first: $count`), so it is measured per request, after validation and before
 * execution, and never cached.
 */
export function costError(
  document: DocumentNode,
  schema: GraphQLSchema,
  variables: Readonly<Record<string, unknown>>,
  operationName: string | null | undefined,
  limits: QueryLimits,
): GraphQLError | null {
  const fragments = fragmentsOf(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    const { cost } = analyzeOperation(definition, schema, fragments, variables);
    if (cost > limits.maxCost) {
      return limitError(
        `Query cost is ${cost}, which exceeds the single query max cost limit (${limits.maxCost}).`,
        'MAX_COST_EXCEEDED',
        {
          cost,
          maxCost: limits.maxCost,
        },
      );
    }
  }
  return null;
}
