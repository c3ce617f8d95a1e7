/**
 * The stored path of an image from the request's URL path, or null when it cannot name one: a
 * malformed escape (`%E0%A4%A`) or a control character (`%00`) is the client's mistake, answered with
 * a 400 before anything reaches the database (PostgreSQL refuses NUL in text, which was a 500).
 */
export function imagePathOf(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded) || decoded.length > 500) return null;
  return decoded;
}
