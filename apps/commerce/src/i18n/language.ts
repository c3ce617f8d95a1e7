import { type GraphQLResolveInfo, Kind } from 'graphql';
import type { CountryCode } from '../graphql/resolver-types.generated.ts';

export const contentLanguages = ['de', 'en', 'da'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Maps a LanguageCode to a language we have content in; anything else gets German. */
export function toContentLanguage(code: unknown): ContentLanguage {
  if (code === 'EN') return 'en';
  if (code === 'DA') return 'da';
  return 'de';
}

/** The value of an `@inContext` argument on the running operation, with variables resolved. */
function inContextArgument(info: GraphQLResolveInfo, name: string): unknown {
  const directive = info.operation.directives?.find((d) => d.name.value === 'inContext');
  const argument = directive?.arguments?.find((a) => a.name.value === name);
  if (!argument) return undefined;
  if (argument.value.kind === Kind.ENUM) return argument.value.value;
  if (argument.value.kind === Kind.VARIABLE) return info.variableValues[argument.value.name.value];
  return undefined;
}

/**
 * The language of `@inContext(language:)` on the running operation.
 * Read per request from the operation, as the platform does, so resolvers need no extra argument.
 */
export function operationLanguage(info: GraphQLResolveInfo): ContentLanguage {
  return toContentLanguage(inContextArgument(info, 'language'));
}

/**
 * The country of `@inContext(country:)`, or null when the operation names none. GraphQL has
 * checked it against `CountryCode` before any resolver runs; the schema's enum tells the type.
 */
export function operationCountry(info: GraphQLResolveInfo): CountryCode | null {
  const country = inContextArgument(info, 'country');
  return typeof country === 'string' ? schemaCountryCode(info, country) : null;
}

/** A country code as the schema's `CountryCode`, or null when the enum does not have it. */
export function schemaCountryCode(info: GraphQLResolveInfo, code: string): CountryCode | null {
  // Duck-typed: the executing schema may come from another copy of graphql-js than this module's.
  const codes = info.schema.getType('CountryCode');
  const known = codes && 'getValue' in codes && codes.getValue(code);
  return known && isCountryCode(code) ? code : null;
}

function isCountryCode(value: string): value is CountryCode {
  return /^[A-Z]{2}$/.test(value);
}

/** Picks the text in the language, falling back to German. */
export function localize(text: { de: string; en?: string; da?: string }, language: ContentLanguage): string {
  return text[language] ?? text.de;
}
