/**
 * What no line the commerce service writes may show (issue 20): logs are read by more people and
 * tools than the database, and kept longer. Pino writes an error's stack into its JSON with `\n`
 * escaped, so frames are matched with or without a real line break before them.
 */
const internals: { what: string; pattern: RegExp }[] = [
  { what: 'a stack trace', pattern: /\bat (?:async )?(?:[\w$.<>[\]]+ \(|file:\/\/|node:|\/)/ },
  { what: 'a stack trace', pattern: /"stack"\s*:/ },
  { what: 'SQL text', pattern: /Failed query|syntax error at or near|\bparams: / },
  { what: 'SQL text', pattern: /\bselect\s+(?:"|\*|count\(|\w+\.)[\s\S]*?\bfrom\b/i },
  { what: 'SQL text', pattern: /\binsert into\b|\bdelete from\b|\bupdate\s+"?\w+"?\s+set\b/i },
  { what: 'a database URL', pattern: /\bpostgres(?:ql)?:\/\//i },
];

/** Secrets the test knows: the access token (public and private header alike), cart tokens and keys. */
export type KnownSecrets = { accessToken: string; databaseUrl?: string; cartIds: Iterable<string> };

/** The token and the key of every cart id (`gid://shopify/Cart/<token>?key=<key>`) in a text. */
export function cartIdsIn(text: string): string[] {
  return [...text.matchAll(/gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]{16,})(?:\?key=([0-9a-f]{16,}))?/g)].flatMap(
    ([, token, key]) => [token, key].filter((part): part is string => Boolean(part)),
  );
}

/** The lines that show something internal or secret, each with what it shows; empty when none does. */
export function leakingLines(lines: string[], secrets: KnownSecrets): string[] {
  const known = [
    { what: 'the access token', value: secrets.accessToken },
    ...(secrets.databaseUrl ? [{ what: 'the database URL', value: secrets.databaseUrl }] : []),
    ...[...secrets.cartIds].map((value) => ({ what: 'a cart token or key', value })),
  ];
  const found: string[] = [];
  for (const line of lines) {
    const shows = [
      ...internals.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what),
      ...known.filter(({ value }) => value && line.includes(value)).map(({ what }) => what),
    ];
    if (shows.length > 0) found.push(`${[...new Set(shows)].join(', ')}: ${line.slice(0, 600)}`);
  }
  return found;
}
