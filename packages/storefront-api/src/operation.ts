import type { z } from 'zod';

/**
 * A named GraphQL operation with the schemas of its variables and its `data`.
 * The result schema is what types the response: the answer is parsed, never cast.
 */
export type Operation<TVariables extends z.ZodType, TResult extends z.ZodType> = {
  name: string;
  document: string;
  variables: TVariables;
  result: TResult;
};

export function defineOperation<TVariables extends z.ZodType, TResult extends z.ZodType>(
  operation: Operation<TVariables, TResult>,
): Operation<TVariables, TResult> {
  return operation;
}

export type OperationVariables<T> = T extends Operation<infer V, z.ZodType> ? z.input<V> : never;
export type OperationResult<T> = T extends Operation<z.ZodType, infer R> ? z.output<R> : never;
