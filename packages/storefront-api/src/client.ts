import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { checkAnswer, parsedOperation } from './answer-check.ts';

export type StorefrontClientOptions = {
  /** Full GraphQL endpoint, e.g. http://localhost:4000/api/2025-01/graphql.json */
  endpoint: string;
  accessToken: string;
  /** Which token header: public (browser) or private (server-to-server). */
  tokenKind?: 'public' | 'private';
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** `none` raises on any error; `all` and `ignore` return the data that came (spec section 8). */
export type ErrorPolicy = 'none' | 'all' | 'ignore';

/** A generated document (src/generated/storefront.ts): its text, typed with its result and variables. */
export type StorefrontDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & {
  toString(): string;
};

/** The API could not be reached or answered without usable data. */
export class StorefrontApiError extends Error {
  readonly status: number | undefined;
  readonly unreachable: boolean;
  /** The first error's `extensions.code`, e.g. BAD_USER_INPUT for a value the API refuses. */
  readonly code: string | undefined;
  constructor(
    message: string,
    options: { status?: number; unreachable?: boolean; cause?: unknown; code?: string } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'StorefrontApiError';
    this.status = options.status;
    this.unreachable = options.unreachable ?? false;
    this.code = options.code;
  }
}

const errorCode = z.object({ extensions: z.object({ code: z.string() }) });

const responseSchema = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
});

export type StorefrontClient = ReturnType<typeof createStorefrontClient>;

/** The name an operation is logged under. */
export function operationName(document: { toString(): string }): string {
  return parsedOperation(document.toString()).name;
}

export function createStorefrontClient(options: StorefrontClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const tokenHeader =
    options.tokenKind === 'private'
      ? 'Shopify-Storefront-Private-Token'
      : 'X-Shopify-Storefront-Access-Token';

  async function request<TResult, TVariables>(
    document: StorefrontDocument<TResult, TVariables>,
    variables: TVariables,
    { errorPolicy = 'none', buyerIp }: { errorPolicy?: ErrorPolicy; buyerIp?: string } = {},
  ): Promise<TResult> {
    const query = document.toString();
    let response: Response;
    try {
      response = await doFetch(options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          [tokenHeader]: options.accessToken,
          // The platform's convention: a server calling for a visitor names the visitor's address,
          // so per-buyer limits (code attempts) count the visitor, not the storefront server.
          ...(buyerIp && options.tokenKind === 'private' ? { 'Shopify-Storefront-Buyer-IP': buyerIp } : {}),
        },
        body: JSON.stringify({ query, variables, operationName: parsedOperation(query).name }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      throw new StorefrontApiError(`Storefront API unreachable: ${String(cause)}`, {
        unreachable: true,
        cause,
      });
    }
    const body = responseSchema.safeParse(await response.json().catch(() => undefined));
    const errors = body.success ? (body.data.errors ?? []) : [];
    const data = body.success ? body.data.data : undefined;
    const failed = !response.ok || data == null || errors.length > 0;
    if (failed && (errorPolicy === 'none' || data == null)) {
      throw new StorefrontApiError(errors[0]?.message ?? `GraphQL Error (Code: ${response.status})`, {
        status: response.status,
        code: errorCode.safeParse(errors[0]).data?.extensions.code,
      });
    }
    const checked = checkAnswer(query, data, variables);
    if (checked.data === null || (checked.errors.length > 0 && errorPolicy === 'none')) {
      throw new StorefrontApiError(`The answer does not fit the schema: ${checked.errors[0]?.message}`, {
        status: response.status,
      });
    }
    // The document's generated type describes exactly what checkAnswer let through.
    return checked.data as TResult;
  }

  return { request };
}
