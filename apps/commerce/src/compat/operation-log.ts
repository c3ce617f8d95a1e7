import { parse, validate } from 'graphql';
import { afterAll, beforeAll, vi } from 'vitest';
import { z } from 'zod';

/** One GraphQL request a client sent, with what the service answered. */
export type LoggedOperation = {
  name: string;
  document: string;
  errors: unknown[] | undefined;
  hasData: boolean;
};

const body = z.object({ query: z.string(), operationName: z.string().nullish() });
const answer = z.object({ data: z.unknown().optional(), errors: z.array(z.unknown()).optional() });

/**
 * Watches the requests a client written by others sends through the global `fetch` to the given
 * origin, passing every call through unchanged: the client's own documents, as it ships them, are
 * what the tests then check against our schema and the published one.
 */
export function logOperations(origin: () => string, sentBy: (headers: Headers) => boolean = () => true) {
  const log: LoggedOperation[] = [];
  let restore = () => {};
  beforeAll(() => {
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(origin()) || typeof init?.body !== 'string') return response;
      if (!sentBy(new Headers(init.headers))) return response;
      const sent = body.safeParse(JSON.parse(init.body));
      if (!sent.success) return response;
      const parsed = answer.safeParse(await response.clone().json());
      const name =
        sent.data.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(sent.data.query)?.[1] ?? '(anonymous)';
      log.push({
        name,
        document: sent.data.query,
        errors: parsed.success ? parsed.data.errors : [{ message: 'not a GraphQL response' }],
        hasData: parsed.success && parsed.data.data !== undefined && parsed.data.data !== null,
      });
      return response;
    });
    restore = () => spy.mockRestore();
  });
  afterAll(() => restore());
  return log;
}

/** Each distinct operation (by name) with whether it validates against a schema. */
export function validity(
  log: readonly LoggedOperation[],
  schema: Parameters<typeof validate>[0],
): { name: string; problems: string[] }[] {
  const byName = new Map(log.map((entry) => [entry.name, entry.document]));
  return [...byName].map(([name, document]) => ({
    name,
    problems: validate(schema, parse(document)).map((e) => e.message),
  }));
}
