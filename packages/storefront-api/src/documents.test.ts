import {
  buildSchema,
  getNamedType,
  isAbstractType,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { publishedSchemaSdl } from './generated/published-schema.ts';
import * as generated from './generated/storefront.ts';

const schema = buildSchema(publishedSchemaSdl);
const operations = Object.entries(generated).flatMap(([name, value]) =>
  value instanceof String && /^\s*(query|mutation)\b/.test(value.toString())
    ? [[name, parse(value.toString(), { noLocation: true })] as const]
    : [],
);

/** Selections on a union or interface that do not ask which type they got. */
function abstractSelectionsWithoutTypename(document: ReturnType<typeof parse>): string[] {
  const typeInfo = new TypeInfo(schema);
  const found: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const type = typeInfo.getType();
        if (!node.selectionSet || !type || !isAbstractType(getNamedType(type))) return;
        const named = node.selectionSet.selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === '__typename' && !s.alias,
        );
        if (!named) found.push(node.name.value);
      },
    }),
  );
  return found;
}

describe('the storefront documents', () => {
  it('are all generated', () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
  });

  it.each(operations)('%s carries the language (spec section 7)', (_name, document) => {
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const inContext = operation?.directives?.find((d) => d.name.value === 'inContext');
    const language = inContext?.arguments?.find((a) => a.name.value === 'language');
    expect(language?.value).toEqual({ kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: 'language' } });
    const variable = operation?.variableDefinitions?.find((v) => v.variable.name.value === 'language');
    // Required, so a loader cannot forget to pass it.
    expect(variable?.type.kind).toBe(Kind.NON_NULL_TYPE);
  });

  it.each(operations)('%s asks for __typename wherever a union or interface answers', (_name, document) => {
    expect(abstractSelectionsWithoutTypename(document)).toEqual([]);
  });

  it('finds a union selection without __typename', () => {
    const document = parse(
      'query { metaobject(handle: { type: "a", handle: "b" }) { field(key: "c") { references(first: 1) { nodes { ... on Product { id } } } } } }',
    );
    expect(abstractSelectionsWithoutTypename(document)).toEqual(['nodes']);
  });
});
