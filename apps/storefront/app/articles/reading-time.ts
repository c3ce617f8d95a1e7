/** Words an adult reads per minute in a non-fiction text (the usual figure for reading-time labels). */
const wordsPerMinute = 200;

/** Whole minutes to read a plain text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}
