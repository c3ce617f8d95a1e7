import {
  buildSchema,
  type DocumentNode,
  executeSync,
  type GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  isScalarType,
  Kind,
  parse,
} from 'graphql';
import { type AnswerPlan, compileAnswerPlan } from './answer-plan.ts';
import { publishedSchemaSdl } from './generated/published-schema.ts';
import { stringScalars } from './scalars.ts';

let schema: GraphQLSchema | undefined;
const checkedStrings: ReadonlySet<string> = new Set(stringScalars);

/** The schema with its string scalars checked as such (a schema built from SDL lets any value through). */
function buildCheckSchema(): GraphQLSchema {
  const built = buildSchema(publishedSchemaSdl);
  for (const name of stringScalars) {
    const type = built.getType(name);
    if (!isScalarType(type)) throw new Error(`${name} is not a scalar of the published schema`);
    type.serialize = (value) => {
      if (typeof value !== 'string') throw new TypeError(`${name} cannot represent ${JSON.stringify(value)}`);
      return value;
    };
  }
  return built;
}
const documents = new Map<string, { document: DocumentNode; name: string }>();
const plans = new Map<string, AnswerPlan | null>();

/** The operation's parsed document and name; parsed once per document text. */
export function parsedOperation(text: string): { document: DocumentNode; name: string } {
  let parsed = documents.get(text);
  if (!parsed) {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    parsed = { document, name: operation?.name?.value ?? 'anonymous' };
    documents.set(text, parsed);
  }
  return parsed;
}

// An answer is plain JSON keyed by the response names (aliases included).
const readResponseKey: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
  typeof source === 'object' && source !== null ? Reflect.get(source, info.path.key) : undefined;

/**
 * Checks an answer's `data` against the published schema by running the same document over it:
 * graphql-js completes every selected field with the schema's own types, so a missing field, a null
 * where the schema promises a value, a number for a string or an unknown enum value becomes an error
 * (and nulls its nearest nullable parent, as a server would). Fields not asked for are dropped.
 * Selections on unions and interfaces must ask for `__typename`, which tells the concrete type.
 */
export function checkAnswer(
  text: string,
  data: unknown,
  variables: unknown,
): { data: Record<string, unknown> | null; errors: readonly GraphQLError[] } {
  schema ??= buildCheckSchema();
  // The compiled walk answers an answer that fits; anything else gets graphql-js's own verdict.
  const fitting = checkAnswerByPlan(text, data, variables);
  if (fitting) return { data: fitting, errors: [] };
  return checkAnswerByExecution(text, data, variables);
}

/** The data when the answer fits the document exactly (answer-plan.ts); undefined when it needs a closer look. */
export function checkAnswerByPlan(
  text: string,
  data: unknown,
  variables: unknown,
): Record<string, unknown> | undefined {
  schema ??= buildCheckSchema();
  let plan = plans.get(text);
  if (plan === undefined) {
    plan = compileAnswerPlan(schema, parsedOperation(text).document, checkedStrings);
    plans.set(text, plan);
  }
  return plan?.(data, variables);
}

/** The check by graphql-js's execution itself: the reference the compiled walk must agree with. */
export function checkAnswerByExecution(
  text: string,
  data: unknown,
  variables: unknown,
): { data: Record<string, unknown> | null; errors: readonly GraphQLError[] } {
  schema ??= buildCheckSchema();
  const result = executeSync({
    schema,
    document: parsedOperation(text).document,
    rootValue: data,
    variableValues: typeof variables === 'object' && variables !== null ? { ...variables } : {},
    fieldResolver: readResponseKey,
  });
  return { data: result.data ?? null, errors: result.errors ?? [] };
}
