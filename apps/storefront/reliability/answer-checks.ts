import path from 'node:path';
import { serverMessages } from '../serving/messages.ts';
import type { Answer } from './send-request.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** What no log line may show: stack frames, our files, SQL with its parameters. */
const logInternals = [
  /\n\s+at \S+ \(/,
  /^\s*at \S+ \(|\\n\s+at \S+ \(/,
  /\bat (?:async )?file:\/\//,
  /node_modules/,
  new RegExp(root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /Failed query|syntax error at or near|\bINSERT INTO\b|\bSELECT \S+ FROM\b/,
];

/** What no answer may show: the above, and the names of errors a visitor has no use for. */
const internals = [
  ...logInternals,
  /\b(?:ECONNREFUSED|ECONNRESET|ZodError|TypeError|ReferenceError|SyntaxError)\b/,
];

/** Findings of one answer: empty when it is what a visitor may see. */
export function problemsOfAnswer(target: string, answer: Answer, secret: string): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  for (const pattern of internals) if (pattern.test(answer.body)) problems.push(`body shows ${pattern}`);
  if (answer.body.includes(secret)) problems.push('body shows the access token');
  for (const [name, value] of Object.entries(answer.headers))
    if (String(value).includes(secret)) problems.push(`header ${name} shows the access token`);
  problems.push(...languageProblems(target, answer));
  return problems;
}

/** The language a path names by its first segment, when it names one of the shop's three. */
function languageOfTarget(target: string): 'de' | 'en' | 'da' | null {
  const first = /^\/([^/?#]*)/.exec(target)?.[1];
  return first === 'de' || first === 'en' || first === 'da' ? first : null;
}

/** An error answer under a language speaks that language: the page's `lang`, or the server's text. */
function languageProblems(target: string, answer: Answer): string[] {
  if (answer.status < 400) return [];
  const expected = languageOfTarget(target);
  const type = String(answer.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) {
    const lang = /<html[^>]*\blang="([^"]+)"/.exec(answer.body)?.[1];
    if (!lang) return answer.body ? ['error page without a language'] : [];
    if (expected && lang !== expected) return [`error page in ${lang}, path in ${expected}`];
    return [];
  }
  // Plain answers outside a language path are for machines (robots.txt, sitemaps).
  if (type.startsWith('text/plain') && answer.body && expected) {
    const known = Object.values(serverMessages).flatMap((texts) => Object.entries(texts));
    const match = known.find(([, text]) => text === answer.body);
    if (!match) return [`plain error text in no language: ${answer.body.slice(0, 80)}`];
    if (match[0] !== expected) return [`plain error in ${match[0]}, path in ${expected}`];
  }
  return [];
}

/** Log lines that show something internal (a leak into logs that others read). */
export function leakingLogLines(lines: string[], secret: string): string[] {
  return lines.filter((line) => line.includes(secret) || logInternals.some((pattern) => pattern.test(line)));
}
