import type { ContentLanguage } from '../i18n/language.ts';
import type { OptionRecord, VariantRecord } from './variant-store.ts';

/*
 * A product's variants as positions in its options: variant × option → the index of its value in
 * that option's `optionValues`. The encodings, the adjacent variants and each value's first
 * selectable variant of the Storefront API all read this one table.
 */

/** Each variant with the index of its value in every option, in option order; variants that do not fit are left out. */
export function optionPositions(
  options: readonly OptionRecord[],
  variants: readonly VariantRecord[],
): { variant: VariantRecord; positions: number[] }[] {
  return variants.flatMap((variant) => {
    const positions = options.map((option) => {
      const chosen = variant.selectedOptions.find((o) => o.name.de === option.name.de);
      return chosen ? option.values.findIndex((v) => v.name.de === chosen.value.de) : -1;
    });
    return positions.includes(-1) ? [] : [{ variant, positions }];
  });
}

/** `0 2-4 6`: a sorted set of value indices, runs as ranges, gaps as spaces. */
function encodeLeaves(indices: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= indices.length; i++) {
    if (i < indices.length && indices[i] === (indices[i - 1] ?? 0) + 1) continue;
    const first = indices[start] ?? 0;
    const last = indices[i - 1] ?? 0;
    parts.push(first === last ? `${first}` : `${first}-${last}`);
    start = i;
  }
  return parts.join(' ');
}

type Trie = Map<number, Trie>;

function encodeTrie(trie: Trie, depthLeft: number, top: boolean): string {
  const keys = [...trie.keys()].sort((a, b) => a - b);
  if (depthLeft === 1) return top ? encodeLeaves(keys) : `${encodeLeaves(keys)},`;
  const body = keys.map((key) => `${key}:${encodeTrie(trie.get(key) ?? new Map(), depthLeft - 1, false)}`);
  return top ? body.join('') : `${body.join('')},`;
}

/**
 * The platform's documented v1 encoding of option value combinations (`encodedVariantExistence`,
 * `encodedVariantAvailability`): a trie of value indices where `:` opens the next option, `,`
 * closes a prefix, ` ` separates values and `-` spans a run of values in the last option, prefixed
 * `v1_`. Two options with Red/Blue × S/M/L, where Red/S, Red/M, Blue/M and Blue/L exist, encode as
 * `v1_0:0-1,1:1-2,`. Null for a product without options, an empty encoding for no combination.
 */
export function encodeCombinations(
  combinations: readonly (readonly number[])[],
  optionCount: number,
): string | null {
  if (optionCount === 0) return null;
  const root: Trie = new Map();
  for (const combination of combinations) {
    let node = root;
    for (const index of combination) {
      const child = node.get(index) ?? new Map();
      node.set(index, child);
      node = child;
    }
  }
  return `v1_${root.size === 0 ? '' : encodeTrie(root, optionCount, true)}`;
}

export type MatchOptions = { ignoreUnknownOptions: boolean; caseInsensitiveMatch: boolean };

const equal = (a: string, b: string, caseInsensitive: boolean) =>
  caseInsensitive ? a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0 : a === b;

/**
 * The chosen names and values as positions: option index → value index. Null when a choice names
 * an unknown value, or an unknown option and unknown options are not ignored: nothing matches then.
 */
export function chosenPositions(
  options: readonly OptionRecord[],
  wanted: readonly { name: string; value: string }[],
  language: ContentLanguage,
  match: MatchOptions,
): Map<number, number> | null {
  const chosen = new Map<number, number>();
  for (const choice of wanted) {
    const optionIndex = options.findIndex((o) =>
      equal(o.name[language], choice.name, match.caseInsensitiveMatch),
    );
    if (optionIndex < 0) {
      if (match.ignoreUnknownOptions) continue;
      return null;
    }
    const values = options[optionIndex]?.values ?? [];
    const valueIndex = values.findIndex((v) =>
      equal(v.name[language], choice.value, match.caseInsensitiveMatch),
    );
    if (valueIndex < 0) return null;
    chosen.set(optionIndex, valueIndex);
  }
  return chosen;
}

type Positioned = { variant: VariantRecord; positions: number[] };

const fits = (entry: Positioned, chosen: ReadonlyMap<number, number>) =>
  [...chosen].every(([option, value]) => entry.positions[option] === value);

/**
 * The variant of the chosen options (the first available one when the choice is partial), else
 * the first available variant, else the first: the platform's `selectedOrFirstAvailableVariant`.
 */
export function selectedOrFirstAvailable(
  table: readonly Positioned[],
  variants: readonly VariantRecord[],
  chosen: ReadonlyMap<number, number> | null,
): VariantRecord | null {
  if (chosen && chosen.size > 0) {
    const candidates = table.filter((entry) => fits(entry, chosen));
    const found = candidates.find((c) => c.variant.availableForSale) ?? candidates[0];
    if (found) return found.variant;
  }
  return variants.find((v) => v.availableForSale) ?? variants[0] ?? null;
}

/** Variants that differ from the given one in exactly one option, ordered by id. */
export function adjacentTo(table: readonly Positioned[], selected: VariantRecord | null): VariantRecord[] {
  const origin = table.find((entry) => entry.variant.id === selected?.id);
  if (!origin) return [];
  return table
    .filter((entry) => entry.positions.filter((p, i) => p !== origin.positions[i]).length === 1)
    .map((entry) => entry.variant)
    .sort((a, b) => a.id - b.id);
}

/**
 * The variant holding the value that combines it with the lowest-positioned values of the other
 * options (compared option by option), or null when no variant holds it.
 */
export function firstSelectableVariant(
  table: readonly Positioned[],
  optionIndex: number,
  valueIndex: number,
): VariantRecord | null {
  let best: Positioned | null = null;
  for (const entry of table) {
    if (entry.positions[optionIndex] !== valueIndex) continue;
    if (!best || lowerPositions(entry.positions, best.positions)) best = entry;
  }
  return best?.variant ?? null;
}

function lowerPositions(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}
