/** The entries of a metafield's references that are of one type (such a list may mix types). */
export function referencesOf<Node extends { __typename: string }, Type extends Node['__typename']>(
  nodes: readonly Node[] | null | undefined,
  type: Type,
): Extract<Node, { __typename: Type }>[] {
  return (nodes ?? []).filter(
    (node): node is Extract<Node, { __typename: Type }> => node.__typename === type,
  );
}
