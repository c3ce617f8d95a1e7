import type { PageArgs } from '../graphql/connection.ts';
import { toGlobalId } from '../node/global-id.ts';
import type { CartLineView } from './cart-view.ts';

const maxPage = 250;

/** The line's global id, encoded: opaque to clients, stable while the line exists. */
const lineGid = (line: CartLineView) => toGlobalId('CartLine', line.record.id);

function cursorOf(line: CartLineView): string {
  return Buffer.from(lineGid(line)).toString('base64url');
}

function indexOfCursor(lines: readonly CartLineView[], cursor: string | null | undefined): number {
  if (!cursor) return -1;
  const id = Buffer.from(cursor, 'base64url').toString();
  return lines.findIndex((line) => lineGid(line) === id);
}

/** A page of cart lines in the connection shape, paged by `first`/`after` or `last`/`before`. */
export function pageLines(all: readonly CartLineView[], args: PageArgs) {
  const lines = args.reverse ? [...all].reverse() : [...all];
  const afterIndex = indexOfCursor(lines, args.after);
  const beforeIndex = indexOfCursor(lines, args.before);
  let start = afterIndex >= 0 ? afterIndex + 1 : 0;
  let end = beforeIndex >= 0 ? beforeIndex : lines.length;
  const first = Math.min(Math.max(args.first ?? maxPage, 0), maxPage);
  end = Math.min(end, start + first);
  if (args.last !== null && args.last !== undefined)
    start = Math.max(start, end - Math.min(Math.max(args.last, 0), maxPage));
  const page = lines.slice(start, end);
  return {
    edges: page.map((node) => ({ cursor: cursorOf(node), node })),
    nodes: page,
    pageInfo: {
      hasNextPage: end < lines.length,
      hasPreviousPage: start > 0,
      startCursor: page[0] ? cursorOf(page[0]) : null,
      endCursor: page.at(-1) ? cursorOf(page.at(-1) as CartLineView) : null,
    },
  };
}
