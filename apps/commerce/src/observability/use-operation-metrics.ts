import type { ServiceMetrics } from '@shop/observability';
import { createLabelledHistogram } from '@shop/observability';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { requestScope } from './request-scope.ts';

/**
 * Times each executed operation by its name (the clients' own names: `Home`, `CartLinesAdd`, …;
 * unnamed ones as `anonymous`) and puts the name on the request's log line.
 */
export function useOperationMetrics(metrics: ServiceMetrics): Plugin {
  const observe = createLabelledHistogram(
    metrics,
    'graphql_operation_duration_seconds',
    'Time to execute a GraphQL operation, by operation name',
    'operation',
  );
  return {
    onExecute({ args }) {
      const name = getOperationAST(args.document, args.operationName)?.name?.value ?? 'anonymous';
      const notes = requestScope.getStore();
      if (notes) notes.operation = name;
      const start = process.hrtime.bigint();
      return {
        onExecuteDone() {
          observe(name, Number(process.hrtime.bigint() - start) / 1e9);
        },
      };
    },
  };
}
