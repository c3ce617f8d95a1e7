import type { Resolvers } from './resolver-types.generated.ts';

export type { GraphQLContext } from './context.ts';
export type { Resolvers } from './resolver-types.generated.ts';

/**
 * The resolver maps of the modules, checked for fields defined twice (a programming error that
 * a merge would hide by letting the later one win). The schema merges the list itself.
 */
export function moduleResolvers(...maps: Resolvers[]): Resolvers[] {
  const seen = new Set<string>();
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      for (const fieldName of Object.keys(fields ?? {})) {
        const name = `${typeName}.${fieldName}`;
        if (seen.has(name)) throw new Error(`Resolver ${name} is defined twice`);
        seen.add(name);
      }
    }
  }
  return maps;
}
