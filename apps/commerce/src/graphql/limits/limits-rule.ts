import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { limitError } from './limit-error.ts';
import { fragmentsOf, measureOperation } from './operation-cost.ts';
import type { QueryLimits } from './query-limits.ts';

/**
 * Reports an Armor refusal in the API's error shape. Armor prefixes its messages with "Syntax
 * Error:", which they are not; the figures stay in the message.
 */
function reportAs(code: string) {
  return (context: { reportError(error: GraphQLError): void } | null, error: Error) => {
    context?.reportError(limitError(error.message.replace(/^Syntax Error: /, ''), code));
  };
}

/**
 * How many field selections an operation becomes when every fragment spread is replaced by its
 * fragment: a 744-byte document whose fragments each spread the next one twice becomes 2^16
 * fields at 16 levels. Each fragment is counted once and remembered, so this is linear in the
 * document; a fragment cycle (which graphql-js reports) counts nothing more.
 */
function expandedSize(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  sizes: Map<string, number>,
): number {
  let size = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      size += 1 + (selection.selectionSet ? expandedSize(selection.selectionSet, fragments, sizes) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      size += expandedSize(selection.selectionSet, fragments, sizes);
    } else {
      const name = selection.name.value;
      const known = sizes.get(name);
      if (known !== undefined) {
        size += known;
        continue;
      }
      const fragment = fragments.get(name);
      if (!fragment) continue;
      sizes.set(name, 0);
      const own = expandedSize(fragment.selectionSet, fragments, sizes);
      sizes.set(name, own);
      size += own;
    }
  }
  return size;
}

/**
 * Refuses fragment fan-out: operations whose fragments, spread out, exceed the limit of field
 * selections. Execution and the cost walk merge repeated spreads and would answer such a
 * document cheaply, but no client writes one except to attack a server that expands it.
 */
function fragmentFanOutRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const sizes = new Map<string, number>();
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(operation) {
        const size = expandedSize(operation.selectionSet, fragments, sizes);
        if (size > limits.maxExpandedSelections) {
          context.reportError(
            limitError(
              `The operation selects ${size} fields once its fragments are spread; at most ${limits.maxExpandedSelections} are allowed.`,
              'MAX_FRAGMENT_FAN_OUT_EXCEEDED',
              { selections: size, maxSelections: limits.maxExpandedSelections },
            ),
          );
        }
        return false;
      },
    };
  };
}

/**
 * Depth, aliases and directives by GraphQL Armor, and our fragment fan-out rule. Each depends on the document alone, so they
 * are validation rules whose result Yoga caches per document. Fragments are flattened for depth
 * (a spread is not a level of the answer) and introspection counts like any other query.
 */
export function documentRules(limits: QueryLimits): ValidationRule[] {
  const common = { propagateOnRejection: false, exposeLimits: true } as const;
  return [
    maxDepthRule({
      ...common,
      n: limits.maxDepth,
      flattenFragments: true,
      ignoreIntrospection: false,
      onReject: [reportAs('MAX_DEPTH_EXCEEDED')],
    }),
    maxAliasesRule({ ...common, n: limits.maxAliases, onReject: [reportAs('MAX_ALIASES_EXCEEDED')] }),
    maxDirectivesRule({
      ...common,
      n: limits.maxDirectives,
      onReject: [reportAs('MAX_DIRECTIVES_EXCEEDED')],
    }),
    fragmentFanOutRule(limits),
  ];
}

/** Half of a UTF-16 pair without its other half: JSON may carry it, PostgreSQL's json and text refuse it. */
const loneSurrogate = /\p{Cs}/u;

type Unstorable = 'nul' | 'surrogate' | null;

function unstorable(text: string): Unstorable {
  if (text.includes('\0')) return 'nul';
  return loneSurrogate.test(text) ? 'surrogate' : null;
}

/**
 * How deeply the variables nest and whether any string in them (keys included) holds what
 * PostgreSQL cannot store in text (a NUL or a lone surrogate). Iterative, so no nesting can
 * overflow the stack here.
 */
function inspectVariables(variables: unknown): { depth: number; bad: Unstorable } {
  const pending: [unknown, number][] = [[variables, 0]];
  let depth = 0;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, level] = next;
    if (typeof value === 'string') {
      const bad = unstorable(value);
      if (bad) return { depth, bad };
    }
    if (value === null || typeof value !== 'object') continue;
    depth = Math.max(depth, level + 1);
    for (const [key, item] of Object.entries(value)) {
      const bad = unstorable(key);
      if (bad) return { depth, bad };
      pending.push([item, level + 1]);
    }
  }
  return { depth, bad: null };
}

/** The error of variables nested too deeply or holding a NUL or lone surrogate; checked before anything reads them. */
export function variablesError(variables: unknown, limits: QueryLimits): GraphQLError | null {
  const { depth, bad } = inspectVariables(variables);
  if (depth > limits.maxNesting) {
    return limitError(`The variables nest deeper than ${limits.maxNesting} levels.`, 'MAX_NESTING_EXCEEDED');
  }
  if (bad === 'nul') {
    return limitError(
      'A variable contains the NUL character (U+0000), which is not allowed.',
      'BAD_USER_INPUT',
    );
  }
  if (bad === 'surrogate') {
    return limitError(
      'A variable contains a lone surrogate (half of a UTF-16 pair), which is not allowed.',
      'BAD_USER_INPUT',
    );
  }
  return null;
}

/**
 * The error of the operation about to run, if it may not: an input list longer than the
 * platform allows, or a cost over the limit. Both depend on the variables (`first: $count`),
 * so this runs per request, after validation and before execution.
 */
export function costError(
  document: DocumentNode,
  schema: GraphQLSchema,
  variables: Readonly<Record<string, unknown>>,
  operationName: string | null | undefined,
  limits: QueryLimits,
): GraphQLError | null {
  const fragments = fragmentsOf(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (operationName && definition.name?.value !== operationName) continue;
    const { cost, largestInput } = measureOperation(definition, schema, fragments, variables);
    if (largestInput > limits.maxInputItems) {
      return limitError(
        `The input array size of ${largestInput} is greater than the maximum allowed of ${limits.maxInputItems}.`,
        'MAX_INPUT_SIZE_EXCEEDED',
        { size: largestInput, maxSize: limits.maxInputItems },
      );
    }
    if (cost > limits.maxCost) {
      return limitError(
        `Query cost is ${cost}, which exceeds the single query max cost limit (${limits.maxCost}).`,
        'MAX_COST_EXCEEDED',
        { cost, maxCost: limits.maxCost },
      );
    }
  }
  return null;
}
