/** The middle value of a benchmark's repeated measurements (the upper one of an even count); NaN for none. */
export function median(numbers: readonly number[]): number {
  return [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;
}
