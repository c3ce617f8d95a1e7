import {
  astFromValue,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isUnionType,
  OperationTypeNode,
  print,
} from 'graphql';

type Input = GraphQLArgument | GraphQLInputField;

function defaultOf(input: Input): string | undefined {
  if (input.defaultValue === undefined) return undefined;
  const ast = astFromValue(input.defaultValue, input.type);
  return ast ? print(ast) : undefined;
}

/** Compares the arguments or input fields we expose with the published ones. */
function compareInputs(
  where: string,
  ours: readonly Input[],
  theirs: readonly Input[],
  problems: string[],
): void {
  for (const input of ours) {
    const match = theirs.find((t) => t.name === input.name);
    if (!match) {
      problems.push(`${where}(${input.name}:) does not exist in the published schema`);
      continue;
    }
    if (String(input.type) !== String(match.type)) {
      problems.push(`${where}(${input.name}:) is ${input.type}, published ${match.type}`);
    }
    if (defaultOf(input) !== defaultOf(match)) {
      problems.push(
        `${where}(${input.name}:) defaults to ${defaultOf(input)}, published ${defaultOf(match)}`,
      );
    }
  }
  // Leaving out a required published argument would reject requests the platform accepts.
  for (const input of theirs) {
    if (
      isNonNullType(input.type) &&
      input.defaultValue === undefined &&
      !ours.some((o) => o.name === input.name)
    ) {
      problems.push(`${where}(${input.name}:) is required in the published schema but missing`);
    }
  }
}

function compareFields(
  typeName: string,
  ours: Record<string, GraphQLField<unknown, unknown>>,
  theirs: Record<string, GraphQLField<unknown, unknown>>,
  problems: string[],
): void {
  for (const field of Object.values(ours)) {
    const match = theirs[field.name];
    const where = `${typeName}.${field.name}`;
    if (!match) {
      problems.push(`${where} does not exist in the published schema`);
      continue;
    }
    if (String(field.type) !== String(match.type))
      problems.push(`${where} is ${field.type}, published ${match.type}`);
    compareInputs(where, field.args, match.args, problems);
  }
}

function compareType(ours: GraphQLNamedType, theirs: GraphQLNamedType, problems: string[]): void {
  const name = ours.name;
  if ((isObjectType(ours) && isObjectType(theirs)) || (isInterfaceType(ours) && isInterfaceType(theirs))) {
    compareFields(name, ours.getFields(), theirs.getFields(), problems);
    const published = theirs.getInterfaces().map((i) => i.name);
    for (const implemented of ours.getInterfaces()) {
      if (!published.includes(implemented.name))
        problems.push(`${name} implements ${implemented.name}, published does not`);
    }
  } else if (isInputObjectType(ours) && isInputObjectType(theirs)) {
    compareInputs(name, Object.values(ours.getFields()), Object.values(theirs.getFields()), problems);
  } else if (isEnumType(ours) && isEnumType(theirs)) {
    for (const value of ours.getValues()) {
      if (!theirs.getValue(value.name)) problems.push(`${name}.${value.name} is not a published enum value`);
    }
  } else if (isUnionType(ours) && isUnionType(theirs)) {
    const members = theirs.getTypes().map((t) => t.name);
    for (const member of ours.getTypes()) {
      if (!members.includes(member.name))
        problems.push(`${name} includes ${member.name}, published does not`);
    }
  } else if (!(isScalarType(ours) && isScalarType(theirs))) {
    problems.push(`${name} is a different kind of type in the published schema`);
  }
}

/**
 * Every way our schema is not a strict subset of the published one: each type, field, argument
 * (with default), enum value, interface, union member and directive must exist there with the same
 * type and nullability, the root types included (QueryRoot, Mutation).
 */
export function schemaDifferences(ours: GraphQLSchema, published: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const operation of [OperationTypeNode.QUERY, OperationTypeNode.MUTATION]) {
    const [mine, theirs] = [ours, published].map((schema) => schema.getRootType(operation)?.name);
    if (mine !== theirs) problems.push(`the ${operation} root is ${mine}, published ${theirs}`);
  }
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__') || (isScalarType(type) && isSpecifiedScalarType(type))) continue;
    const theirs = published.getType(type.name);
    if (!theirs) {
      problems.push(`type ${type.name} does not exist in the published schema`);
      continue;
    }
    compareType(type, theirs, problems);
  }
  for (const directive of ours.getDirectives()) {
    if (isSpecifiedDirective(directive)) continue;
    const theirs = published.getDirective(directive.name);
    if (!theirs) {
      problems.push(`directive @${directive.name} does not exist in the published schema`);
      continue;
    }
    compareInputs(`@${directive.name}`, directive.args, theirs.args, problems);
    for (const location of directive.locations) {
      if (!theirs.locations.includes(location))
        problems.push(`@${directive.name} on ${location} is not published`);
    }
  }
  return problems;
}
