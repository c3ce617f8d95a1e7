/** Drizzle's message for a failed query: the SQL, then `params:` with every bound value. */
const boundValues = /\nparams: [\s\S]*$/;

function ownMessage(error: Error): string {
  return error.message.replace(boundValues, '\nparams: (not logged)');
}

function next(error: Error): unknown {
  if ('originalError' in error && error.originalError) return error.originalError;
  return error.cause;
}

/**
 * An error as a log line that names what failed and where, but holds no value a client sent:
 * the bound parameters of a failed query (cart tokens, notes, codes) and a database error's
 * `detail` (PostgreSQL puts the failing row there) are left out. Follows GraphQL's
 * `originalError` and `cause` to the root.
 */
export function loggableError(error: unknown): string {
  const parts: string[] = [];
  let frames = '';
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(typeof current === 'string' ? current : 'a thrown non-error value');
      break;
    }
    const code = 'code' in current && typeof current.code === 'string' ? ` [${current.code}]` : '';
    parts.push(`${current.name}${code}: ${ownMessage(current)}`);
    frames = (current.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join('\n');
    current = next(current);
  }
  return [parts.join('\n  caused by '), frames].filter(Boolean).join('\n');
}
