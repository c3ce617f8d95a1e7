import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DocumentNode, type ExecutionResult, type GraphQLError, getOperationAST } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { z } from 'zod';
import { parseWithLimits } from '../graphql/limits/parse-with-limits.ts';
import { queryLimits } from '../graphql/limits/query-limits.ts';
import type { GraphQLContext } from '../graphql/resolvers.ts';
import { setBounded } from '../shared/bounded-map.ts';
import { loggableError } from '../shared/loggable-error.ts';
import { jsonType, send, sendJson } from './send.ts';

/*
 * The common request, answered without Yoga's HTTP layer (decision 0010): a POST of JSON from a
 * server-side client (no Origin, so no CORS), asking for JSON, whose operation parses, validates
 * and passes the limits. It runs through the same envelop pipeline as Yoga (validation with the
 * limits rule, limits, response cache, error masking), so only the HTTP wrapping differs.
 * Everything else, and every request that fails before a resolver ran, is handed to Yoga with the
 * body already read, so error answers stay Yoga's own.
 */

/**
 * Query texts that parsed and validated, with their documents. Parsed here rather than through
 * Yoga's cache, which remembers a syntax error and answers it the next time without its code.
 */
const documents = new Map<string, DocumentNode>();
const maxDocuments = 1_000;

function validDocument(
  enveloped: ReturnType<GraphQLHandler['getEnveloped']>,
  query: string,
): DocumentNode | undefined {
  const held = documents.get(query);
  if (held) return held;
  let document: DocumentNode;
  try {
    document = parseWithLimits(query, queryLimits);
  } catch {
    return undefined;
  }
  if (enveloped.validate(enveloped.schema, document).length > 0) return undefined;
  setBounded(documents, query, document, maxDocuments);
  return document;
}

type ServerContext = { clientAddress: string };
export type GraphQLHandler = YogaServerInstance<ServerContext, GraphQLContext>;

const params = z
  .object({
    query: z.string(),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z.string().nullish(),
  })
  .strict();

/** Whether the request's headers let it take the direct path; its body decides the rest. */
function eligible(req: IncomingMessage): boolean {
  const { headers } = req;
  const length = headers['content-length'];
  const accept = headers.accept;
  return (
    req.method === 'POST' &&
    headers.origin === undefined &&
    /^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(headers['content-type'] ?? '') &&
    (accept === undefined || accept === '*/*' || /^application\/json\b/.test(accept)) &&
    length !== undefined &&
    /^\d+$/.test(length) &&
    Number(length) <= queryLimits.maxBodyBytes
  );
}

class ClientGone extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks)));
    // A client gone before the body ended: the request fails ('aborted') or just closes.
    const gone = () => reject(new ClientGone());
    req.on('error', gone);
    req.on('close', () => {
      if (!req.complete) gone();
    });
  });
}

const httpExtension = z.object({
  status: z.number().int().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** An error as Yoga writes it: without the internal `http` and `unexpected` extensions. */
function publicError(error: GraphQLError) {
  const { http: _http, unexpected: _unexpected, ...extensions } = error.extensions ?? {};
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
  };
}

/** Status and headers by Yoga's rule for an executed result: 200 unless an error asks for more. */
function responseInit(result: ExecutionResult): { status: number; headers: Record<string, string> } {
  let status = 200;
  const headers: Record<string, string> = { 'content-type': jsonType };
  for (const error of result.errors ?? []) {
    const http = httpExtension.safeParse(error.extensions?.http).data;
    if (http?.headers) Object.assign(headers, http.headers);
    if (http?.status && http.status > status) status = http.status;
  }
  return { status, headers };
}

/** Hands a request whose body was read to Yoga and writes Yoga's answer. */
async function throughYoga(
  yoga: GraphQLHandler,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Buffer,
  context: ServerContext,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const response = await yoga.fetch(
    `http://localhost${path}`,
    { method: req.method ?? 'POST', headers, body: new Uint8Array(body) },
    context,
  );
  send(res, response.status, Object.fromEntries(response.headers), Buffer.from(await response.arrayBuffer()));
}

/** The result of the operation, or undefined when it must be answered by Yoga (nothing ran). */
async function execute(
  yoga: GraphQLHandler,
  body: Buffer,
  context: ServerContext,
): Promise<ExecutionResult | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = params.safeParse(json);
  if (!parsed.success) return undefined;
  const { query, variables, operationName } = parsed.data;
  const enveloped = yoga.getEnveloped({ ...context, params: parsed.data });
  const document = validDocument(enveloped, query);
  if (!document) return undefined;
  const operation = getOperationAST(document, operationName);
  if (!operation || operation.operation === 'subscription') return undefined;
  const contextValue = await enveloped.contextFactory();
  const result: ExecutionResult = await enveloped.execute({
    schema: enveloped.schema,
    document,
    contextValue,
    variableValues: variables ?? undefined,
    operationName: operationName ?? undefined,
  });
  // No `data`: refused before any resolver ran (limits, variables); Yoga answers it again.
  return 'data' in result ? result : undefined;
}

/**
 * Answers the request if it takes the direct path; false if Yoga must (nothing was read then).
 * `path` is the GraphQL endpoint path with the query string, for the hand-over to Yoga.
 */
export function answerDirectly(
  yoga: GraphQLHandler,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  context: ServerContext,
): boolean {
  if (!eligible(req)) return false;
  void (async () => {
    const body = await readBody(req);
    const result = await execute(yoga, body, context);
    if (!result) return throughYoga(yoga, req, res, path, body, context);
    const { status, headers } = responseInit(result);
    const answer = result.errors ? { ...result, errors: result.errors.map(publicError) } : result;
    send(res, status, headers, JSON.stringify(answer));
  })().catch((error: unknown) => {
    if (error instanceof ClientGone) return;
    console.error('commerce: GraphQL request failed', loggableError(error));
    if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Unexpected error.' }] });
    else res.destroy();
  });
  return true;
}
