/**
 * Splits `total` cents across `weights` in proportion, with the largest-remainder method, so the
 * parts are integers that sum to exactly `total` (plain rounding can be off by a cent or more).
 * Ties go to the earlier weight, which keeps the result deterministic.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  if (total > sum) throw new Error('Cannot allocate more than the weights allow');
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (rest === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    rest -= 1;
  }
  return parts;
}
