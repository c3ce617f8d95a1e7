/**
 * Time each query-limit check takes on hostile documents (decision 0025):
 * `node apps/commerce/bench/limits-bench.ts`. Fragment fan-out (each fragment spreads the next one
 * twice) at 16, 20 and 30 levels, and list literals nested 2,400 deep, against each GraphQL Armor
 * rule alone, graphql-js's own validation, and our checks. Median of 20 runs, in milliseconds.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { buildSchema, Kind, parse, specifiedRules, type ValidationRule, validate } from 'graphql';
import { documentRules } from '../src/graphql/limits/limits-rule.ts';
import { fragmentsOf, measureOperation } from '../src/graphql/limits/operation-cost.ts';
import { parseWithLimits } from '../src/graphql/limits/parse-with-limits.ts';
import { queryLimits } from '../src/graphql/limits/query-limits.ts';
import { loadTypeDefs } from '../src/graphql/schema.ts';

const schema = buildSchema(loadTypeDefs().join('\n'));
const quiet = { propagateOnRejection: false } as const;

function fanOut(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Shop { name ...F${i + 1} ...F${i + 1} }`,
  );
  return `{ shop { ...F0 } } ${fragments.join(' ')} fragment F${levels} on Shop { name }`;
}

/** Median milliseconds of `run`, and what it answered (its error, or "accepted"). */
function measure(run: () => string): { ms: number; outcome: string } {
  const times: number[] = [];
  let outcome = '';
  for (let i = 0; i < 20; i += 1) {
    const started = performance.now();
    try {
      outcome = run();
    } catch (error) {
      outcome = `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[10] ?? 0, outcome: outcome.slice(0, 90) };
}

const rules: [string, ValidationRule[]][] = [
  ['Armor max-depth (fragments flattened)', [maxDepthRule({ ...quiet, n: 15, flattenFragments: true })]],
  ['Armor max-depth (spread = level)', [maxDepthRule({ n: 15 })]],
  ['Armor max-aliases', [maxAliasesRule({ n: 30 })]],
  ['Armor max-directives', [maxDirectivesRule({ n: 50 })]],
  ['Armor cost-limit', [costLimitRule({ maxCost: 50_000 })]],
  ['graphql-js specified rules', [...specifiedRules]],
  ['our document rules (Armor + fan-out)', documentRules(queryLimits)],
];

const rows: string[][] = [];
for (const levels of [16, 20, 30]) {
  const text = fanOut(levels);
  const document = parse(text);
  for (const [name, list] of rules) {
    const { ms, outcome } = measure(() => {
      const errors = validate(schema, document, list);
      return errors.length ? errors.map((e) => e.message).join('; ') : 'accepted';
    });
    rows.push([`fan-out ${levels} (${text.length} B)`, name, ms.toFixed(3), outcome]);
  }
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind === Kind.OPERATION_DEFINITION) {
    const { ms, outcome } = measure(
      () => `cost ${measureOperation(operation, schema, fragmentsOf(document), {}).cost}`,
    );
    rows.push([`fan-out ${levels} (${text.length} B)`, 'our cost walk', ms.toFixed(3), outcome]);
  }
}

const nested = `{ shop { name(x: ${'['.repeat(2400)}${']'.repeat(2400)}) } }`;
const parsed = (parseText: () => unknown) => () => {
  parseText();
  return 'parsed';
};
const parsers: [string, () => string][] = [
  ['graphql-js parse (maxTokens)', parsed(() => parse(nested, { maxTokens: 5000 }))],
  [
    'Armor max-tokens parser',
    parsed(() => new MaxTokensParserWLexer(nested, { n: 5000 } as never).parseDocument()),
  ],
  ['our parseWithLimits', parsed(() => parseWithLimits(nested, queryLimits))],
];
// The parsers recurse once per bracket, so whether they overflow depends on the stack already in
// use: measured from a stack 1,000 frames deep, as inside a server's request handling.
const deep = (frames: number, run: () => string): string => (frames === 0 ? run() : deep(frames - 1, run));
for (const [name, run] of parsers) {
  const { ms, outcome } = measure(() => deep(1000, run));
  rows.push([`2,400 nested lists (${nested.length} B)`, name, ms.toFixed(3), outcome]);
}

const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
for (const row of rows) {
  console.log(row.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] ?? 0) : cell)).join('  '));
}
