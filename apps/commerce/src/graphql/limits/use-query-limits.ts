import type { Plugin } from 'graphql-yoga';
import { costError, documentRules, variablesError } from './limits-rule.ts';
import { parseWithLimits } from './parse-with-limits.ts';
import { type QueryLimits, queryLimits } from './query-limits.ts';

function jsonError(status: number, message: string, code: string): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A GET parameter that must hold a JSON object when present (the GraphQL-over-HTTP spec). */
function isJsonObjectOrAbsent(value: string | null): boolean {
  if (value === null || value === '') return true;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed === null || (typeof parsed === 'object' && !Array.isArray(parsed));
  } catch {
    return false;
  }
}

/** Refuses a request before Yoga reads it: a body without or over its length, GET parameters that are no JSON. */
function requestError(request: Request, limits: QueryLimits): Response | undefined {
  if (request.method === 'GET') {
    const { searchParams } = new URL(request.url);
    for (const name of ['variables', 'extensions']) {
      if (!isJsonObjectOrAbsent(searchParams.get(name))) {
        return jsonError(400, `The ${name} parameter must be a JSON object.`, 'BAD_REQUEST');
      }
    }
    return undefined;
  }
  if (request.method !== 'POST') return undefined;
  const length = request.headers.get('content-length');
  if (length === null)
    return jsonError(411, 'A request body needs a Content-Length header.', 'LENGTH_REQUIRED');
  if (!/^\d+$/.test(length) || Number(length) > limits.maxBodyBytes) {
    return jsonError(413, `The request body exceeds ${limits.maxBodyBytes} bytes.`, 'PAYLOAD_TOO_LARGE');
  }
  return undefined;
}

/**
 * Abuse limits of the public API that do not depend on the cost: body size, GET parameters,
 * tokens and nesting of the text, depth, aliases and directives (GraphQL Armor), and variables
 * nested too deeply or holding a NUL. Batching stays off (Yoga's default), so an array body is refused. Comes before
 * the response cache, which reads the variables.
 */
export function useQueryLimits(limits: QueryLimits = queryLimits): Plugin {
  const rules = documentRules(limits);
  return {
    onRequest({ request, endResponse }) {
      const refusal = requestError(request, limits);
      if (refusal) endResponse(refusal);
    },
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) =>
        parseWithLimits(typeof source === 'string' ? source : source.body, limits, (checked, { maxTokens }) =>
          parseFn(checked, { ...options, maxTokens }),
        ),
      );
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const error = variablesError(args.variableValues ?? {}, limits);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** The cost and input-size check (decision 0025); after the response cache, so a held answer skips it. */
export function useQueryCost(limits: QueryLimits = queryLimits): Plugin {
  return {
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
