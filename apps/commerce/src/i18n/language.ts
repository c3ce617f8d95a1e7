import { type GraphQLResolveInfo, Kind } from 'graphql';

export const contentLanguages = ['de', 'en', 'da'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** Maps a LanguageCode to a language we have content in; anything else gets German. */
export function toContentLanguage(code: unknown): ContentLanguage {
  if (code === 'EN') return 'en';
  if (code === 'DA') return 'da';
  return 'de';
}

/**
 * The language of `@inContext(language:)` on the running operation, with variables resolved.
 * Read per request from the operation, as the platform does, so resolvers need no extra argument.
 */
export function operationLanguage(info: GraphQLResolveInfo): ContentLanguage {
  const directive = info.operation.directives?.find((d) => d.name.value === 'inContext');
  const argument = directive?.arguments?.find((a) => a.name.value === 'language');
  if (!argument) return 'de';
  if (argument.value.kind === Kind.ENUM) return toContentLanguage(argument.value.value);
  if (argument.value.kind === Kind.VARIABLE) {
    return toContentLanguage(info.variableValues[argument.value.name.value]);
  }
  return 'de';
}

/** Picks the text in the language, falling back to German. */
export function localize(text: { de: string; en?: string; da?: string }, language: ContentLanguage): string {
  return text[language] ?? text.de;
}
