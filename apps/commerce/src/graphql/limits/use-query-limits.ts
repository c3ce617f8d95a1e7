import type { Plugin } from 'graphql-yoga';
import { costError, depthAndAliasRule } from './limits-rule.ts';
import { type QueryLimits, queryLimits } from './query-limits.ts';
import { stripSuggestions } from './strip-suggestions.ts';

function jsonError(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * Abuse limits of the public API: body size, lexical tokens, depth, aliases and cost, all
 * checked before any resolver runs; in production, validation messages carry no field
 * suggestions. Batching stays off (Yoga's default), so an array body is refused.
 */
export function useQueryLimits(options: { production: boolean; limits?: QueryLimits }): Plugin {
  const limits = options.limits ?? queryLimits;
  const rule = depthAndAliasRule(limits);
  return {
    onRequest({ request, endResponse }) {
      if (request.method !== 'POST') return;
      const length = request.headers.get('content-length');
      if (length === null) {
        endResponse(jsonError(411, 'A request body needs a Content-Length header.', 'LENGTH_REQUIRED'));
      } else if (!/^\d+$/.test(length) || Number(length) > limits.maxBodyBytes) {
        endResponse(
          jsonError(413, `The request body exceeds ${limits.maxBodyBytes} bytes.`, 'PAYLOAD_TOO_LARGE'),
        );
      }
    },
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, parseOptions) => parseFn(source, { ...parseOptions, maxTokens: limits.maxTokens }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
      return ({ result, setResult }) => {
        if (options.production && result.length > 0) setResult(stripSuggestions(result));
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = costError(
        args.document,
        args.schema,
        args.variableValues ?? {},
        args.operationName,
        limits,
      );
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
