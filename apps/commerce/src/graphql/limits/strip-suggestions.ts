const suggestion = /\s*Did you mean .+\?$/;

/**
 * Removes "Did you mean …?" from validation messages, so that a production API does not help a
 * stranger discover its schema field by field. The message is rewritten in place: the error
 * keeps its class (from Yoga's copy of graphql), locations and extensions.
 */
export function stripSuggestions(errors: readonly unknown[]): unknown[] {
  for (const error of errors) {
    if (error instanceof Error && suggestion.test(error.message)) {
      error.message = error.message.replace(suggestion, '');
    }
  }
  return [...errors];
}
