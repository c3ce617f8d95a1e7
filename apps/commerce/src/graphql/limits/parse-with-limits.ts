import { type DocumentNode, Lexer, parse, Source, TokenKind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { QueryLimits } from './query-limits.ts';

const opening = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const closing = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Refused like a syntax error (Yoga answers 400), at the offending token. */
function refuse(message: string, code: string, source: Source, position: number): never {
  throw createGraphQLError(message, { source, positions: [position], extensions: { code } });
}

/**
 * One linear pass of graphql-js's own lexer over the text, before the recursive parser sees it:
 * refuses nesting that would overflow the parser's stack (an HTTP 500 before) and strings with
 * a NUL character, which PostgreSQL cannot store in text and would answer with an internal
 * error. Stops at the token limit, which the parser then reports.
 */
/**
 * The lexer's syntax error, made again by Yoga: the lexer's own error class can belong to another
 * copy of graphql than Yoga's (as under the test runner), and Yoga answers an error it does not
 * recognise as a 500 instead of the client's 400 (found by the fuzz suite: `?query=%00`).
 */
function nextToken(lexer: Lexer, source: Source): ReturnType<Lexer['advance']> {
  try {
    return lexer.advance();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Syntax Error';
    const position =
      error instanceof Error && 'positions' in error && Array.isArray(error.positions)
        ? Number(error.positions[0] ?? 0)
        : 0;
    return refuse(message, 'GRAPHQL_PARSE_FAILED', source, position);
  }
}

function checkText(source: Source, limits: QueryLimits): void {
  const lexer = new Lexer(source);
  let nesting = 0;
  for (let count = 0; count <= limits.maxTokens; count += 1) {
    const token = nextToken(lexer, source);
    if (token.kind === TokenKind.EOF) return;
    if (opening.has(token.kind)) {
      nesting += 1;
      if (nesting > limits.maxNesting) {
        refuse(
          `Syntax Error: The document nests more than ${limits.maxNesting} brackets.`,
          'MAX_NESTING_EXCEEDED',
          source,
          token.start,
        );
      }
    } else if (closing.has(token.kind)) {
      nesting -= 1;
    } else if (
      (token.kind === TokenKind.STRING || token.kind === TokenKind.BLOCK_STRING) &&
      token.value.includes('\0')
    ) {
      refuse(
        'A string value contains the NUL character (U+0000), which is not allowed.',
        'BAD_USER_INPUT',
        source,
        token.start,
      );
    }
  }
}

type Parse = (source: string, options: { maxTokens: number }) => DocumentNode;

/**
 * graphql-js's parser behind the text checks, with its token limit; for Yoga and the direct path
 * alike. Yoga passes its own parse function, whose syntax errors it recognises as the client's.
 */
export function parseWithLimits(text: string, limits: QueryLimits, parseFn: Parse = parse): DocumentNode {
  checkText(new Source(text), limits);
  // The text, not the Source: Yoga's copy of graphql refuses a Source made by another copy.
  return parseFn(text, { maxTokens: limits.maxTokens });
}
