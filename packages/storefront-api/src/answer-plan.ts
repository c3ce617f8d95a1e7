import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLBoolean,
  type GraphQLField,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  GraphQLString,
  getArgumentValues,
  getVariableValues,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  visit,
} from 'graphql';
import { collectFields, collectSubfields } from 'graphql/execution/collectFields.js';

/**
 * A fast path for the answer check (answer-check.ts): the document compiled once into a walk over the
 * answer that accepts only what graphql-js's execution would return unchanged and without errors —
 * every selected field present with a value of exactly its type (no coercion of `1` to `"1"`), unions
 * with a `__typename` of a possible type — and returns the selected fields (the answer's own objects
 * where they hold exactly those). Anything else gives up, and the caller runs the full execution,
 * which then says what is wrong exactly as before.
 * Running graphql-js's execution over a page of 250 products cost the storefront about 10 ms of CPU
 * per page (per field: a resolve-info object, a path, argument coercion, a null-prototype result).
 */
export type AnswerPlan = (data: unknown, variables: unknown) => Record<string, unknown> | undefined;

/** Thrown inside the walk when the answer needs graphql-js's verdict; caught at the top. */
const giveUp = Symbol('give up');

type Complete = (value: unknown) => unknown;
type FieldStep = {
  key: string;
  /** `__typename`: the parent's type name, as graphql-js answers it. */
  typename: string | null;
  complete: Complete;
  /** The field when it takes arguments (without, graphql-js finds nothing to coerce or refuse). */
  field: GraphQLField<unknown, unknown> | null;
  node: FieldNode;
  /** The walk checked this field's arguments (request number), as graphql-js does on each execution. */
  argumentsCheckedIn: number;
};

/** Whether a JSON value completes as itself for the scalar; false where graphql-js would coerce it or fail. */
function scalarCheck(name: string, stringScalars: ReadonlySet<string>): (value: unknown) => boolean {
  if (name === GraphQLString.name || name === GraphQLID.name || stringScalars.has(name))
    return (value) => typeof value === 'string';
  if (name === GraphQLBoolean.name) return (value) => typeof value === 'boolean';
  if (name === GraphQLInt.name)
    return (value) =>
      typeof value === 'number' && Number.isInteger(value) && value <= 2147483647 && value >= -2147483648;
  if (name === GraphQLFloat.name) return (value) => typeof value === 'number' && Number.isFinite(value);
  // A custom scalar built from SDL serialises any value as it is.
  return () => true;
}

/** Whether the object's own keys are the steps' keys, in order. */
function hasKeysOf(steps: readonly FieldStep[], source: Record<string, unknown>): boolean {
  let i = 0;
  for (const key in source) {
    if (steps[i]?.key !== key) return false;
    i++;
  }
  return i === steps.length;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the document uses what the plan does not model: @skip/@include, or introspection fields. */
function needsExecution(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'skip' || node.name.value === 'include') found = true;
    },
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

export function compileAnswerPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  stringScalars: ReadonlySet<string>,
): AnswerPlan | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations[0];
  if (operations.length !== 1 || !operation || needsExecution(document)) return null;
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (operation.operation === 'subscription' || !root) return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;

  let request = 0;
  let variableValues: Record<string, unknown> = {};
  const checks = new Map<string, (value: unknown) => boolean>();

  /** The steps of an object type's selection, compiled on first use (unions: per runtime type). */
  function objectSteps(type: GraphQLObjectType, groups: Map<string, readonly FieldNode[]>): FieldStep[] {
    const steps: FieldStep[] = [];
    const fields = type.getFields();
    for (const [key, nodes] of groups) {
      const node = nodes[0];
      if (!node) continue;
      const name = node.name.value;
      if (name === '__typename') {
        steps.push({
          key,
          typename: type.name,
          complete: () => type.name,
          field: null,
          node,
          argumentsCheckedIn: 0,
        });
        continue;
      }
      const field = fields[name];
      // graphql-js leaves a field the type does not have out of the answer.
      if (!field) continue;
      steps.push({
        key,
        typename: null,
        complete: completer(field.type, nodes),
        field: field.args.length > 0 ? field : null,
        node,
        argumentsCheckedIn: 0,
      });
    }
    return steps;
  }

  /**
   * The object's selected fields, completed. An object with exactly the selected keys in their order,
   * whose values all complete as themselves, is returned as it is (graphql-js would build an equal
   * copy): a server answers so, and a page of products then makes no second set of objects.
   */
  function walkObject(steps: readonly FieldStep[], source: Record<string, unknown>): Record<string, unknown> {
    let result: Record<string, unknown> | undefined = hasKeysOf(steps, source) ? undefined : {};
    for (const [i, step] of steps.entries()) {
      const raw = Reflect.get(source, step.key);
      let completed: unknown;
      if (step.typename !== null) completed = step.typename;
      else {
        if (step.argumentsCheckedIn !== request && step.field) {
          try {
            getArgumentValues(step.field, step.node, variableValues);
          } catch {
            throw giveUp;
          }
          step.argumentsCheckedIn = request;
        }
        completed = step.complete(raw);
      }
      if (result === undefined) {
        if (completed === raw) continue;
        result = {};
        for (const earlier of steps.slice(0, i)) result[earlier.key] = Reflect.get(source, earlier.key);
      }
      result[step.key] = completed;
    }
    return result ?? source;
  }

  function completer(type: GraphQLOutputType, nodes: readonly FieldNode[]): Complete {
    if (isNonNullType(type)) {
      const inner = completer(type.ofType, nodes);
      return (value) => {
        if (value === null || value === undefined) throw giveUp;
        return inner(value);
      };
    }
    const inner = nullableCompleter(type, nodes);
    return (value) => (value === null || value === undefined ? null : inner(value));
  }

  function nullableCompleter(type: GraphQLOutputType, nodes: readonly FieldNode[]): Complete {
    if (isListType(type)) {
      const item = completer(type.ofType, nodes);
      return (value) => {
        if (!Array.isArray(value)) throw giveUp;
        // As objects: the list itself when every item completes as itself.
        let copy: unknown[] | undefined;
        for (let i = 0; i < value.length; i++) {
          const raw: unknown = value[i];
          const completed = item(raw);
          if (copy === undefined) {
            if (completed === raw) continue;
            copy = value.slice(0, i);
          }
          copy.push(completed);
        }
        return copy ?? value;
      };
    }
    if (isEnumType(type)) {
      const names = new Set(type.getValues().map((v) => v.name));
      return (value) => {
        if (typeof value !== 'string' || !names.has(value)) throw giveUp;
        return value;
      };
    }
    if (isScalarType(type)) {
      let check = checks.get(type.name);
      if (!check) {
        check = scalarCheck(type.name, stringScalars);
        checks.set(type.name, check);
      }
      const accepts = check;
      return (value) => {
        if (!accepts(value)) throw giveUp;
        return value;
      };
    }
    if (isObjectType(type)) {
      let steps: FieldStep[] | undefined;
      return (value) => {
        if (!isRecord(value)) throw giveUp;
        steps ??= objectSteps(type, collectSubfields(schema, fragments, {}, type, nodes));
        return walkObject(steps, value);
      };
    }
    if (isAbstractType(type)) {
      const byType = new Map<string, FieldStep[]>();
      return (value) => {
        if (!isRecord(value) || typeof value.__typename !== 'string') throw giveUp;
        let steps = byType.get(value.__typename);
        if (!steps) {
          const runtime = schema.getType(value.__typename);
          if (!isObjectType(runtime) || !schema.isSubType(type, runtime)) throw giveUp;
          steps = objectSteps(runtime, collectSubfields(schema, fragments, {}, runtime, nodes));
          byType.set(value.__typename, steps);
        }
        return walkObject(steps, value);
      };
    }
    return () => {
      throw giveUp;
    };
  }

  const rootSteps = objectSteps(root, collectFields(schema, fragments, {}, root, operation.selectionSet));
  return (data, variables) => {
    if (!isRecord(data)) return undefined;
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      isRecord(variables) ? variables : {},
      { maxErrors: 1 },
    );
    if (coerced.errors) return undefined;
    request++;
    variableValues = coerced.coerced;
    try {
      return walkObject(rootSteps, data);
    } catch (error) {
      if (error === giveUp) return undefined;
      throw error;
    }
  };
}
