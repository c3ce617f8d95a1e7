import { userInputError } from './user-input-error.ts';

/** The platform serves at most 250 items per page. */
export const maxPageSize = 250;

/** The cursor arguments every connection field of the schema takes (GraphQL has checked their types). */
export type PageArgs = {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
};

/** Cursors name a position in the ordered list; opaque to clients. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw userInputError(`Invalid cursor: ${cursor.slice(0, 60)}`);
  return Number(match[1]);
}

export type Window = { offset: number; limit: number };

function checkSize(name: string, value: number): number {
  if (value < 0 || value > maxPageSize) {
    throw userInputError(`${name} must be between 0 and ${maxPageSize}.`);
  }
  return value;
}

/**
 * The slice of the ordered list a request asks for. `total` is only needed for `last` without
 * `before`, so it is asked for lazily.
 */
export async function resolveWindow(
  args: PageArgs,
  defaultSize: number,
  total: () => Promise<number>,
): Promise<Window> {
  const start = args.after ? decodeCursor(args.after) + 1 : 0;
  let end = args.before ? decodeCursor(args.before) : Number.POSITIVE_INFINITY;
  if (args.first == null && args.last == null) {
    return { offset: start, limit: Math.max(0, Math.min(defaultSize, end - start)) };
  }
  if (args.first != null) {
    const first = checkSize('first', args.first);
    return { offset: start, limit: Math.max(0, Math.min(first, end - start)) };
  }
  const last = checkSize('last', args.last ?? 0);
  if (!Number.isFinite(end)) end = await total();
  const offset = Math.max(start, end - last);
  return { offset, limit: Math.max(0, end - offset) };
}

export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
};

/** Builds a connection for the items at `offset`; `hasMore` tells whether items follow them. */
export function toConnection<T>(items: T[], offset: number, hasMore: boolean): Connection<T> {
  const edges = items.map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
  return {
    edges,
    nodes: items,
    pageInfo: {
      hasNextPage: hasMore,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** Pages a list that is already in memory (variants, images, pages, articles). */
export async function connectionOf<T>(
  all: readonly T[],
  args: PageArgs,
  defaultSize = maxPageSize,
): Promise<Connection<T>> {
  const ordered = args.reverse ? [...all].reverse() : [...all];
  const window = await resolveWindow(args, defaultSize, async () => ordered.length);
  const items = ordered.slice(window.offset, window.offset + window.limit);
  return toConnection(items, window.offset, window.offset + items.length < ordered.length);
}
