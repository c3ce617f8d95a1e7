/*
 * URL parameters a search result's link carries, so a shop's analytics can attribute the visit to
 * the search that led there, in the platform's form: the result's position (`_pos`), the search
 * (`_psq` the typed text of a predictive search, `_sid` an id of a full search's results), and its
 * kind (`_ss`: `e` predictive, `r` results page). Computed from the query, nothing stored.
 */
import { createHash } from 'node:crypto';

/** Parameters of the `position`-th (from 1) result of a predictive search for `text`. */
export function predictiveTrackingParameters(text: string, position: number): string {
  return new URLSearchParams({ _pos: String(position), _psq: text, _ss: 'e', _v: '1.0' }).toString();
}

/** Parameters of the `position`-th (from 1) result of a full search for `text`. */
export function searchTrackingParameters(text: string, position: number): string {
  const searchId = createHash('sha256').update(text).digest('hex').slice(0, 9);
  return new URLSearchParams({ _pos: String(position), _sid: searchId, _ss: 'r' }).toString();
}

/** The results with their parameters, positions counted from 1 within each kind. */
export function tracked<T extends object>(
  results: readonly T[],
  parameters: (position: number) => string,
): (T & { trackingParameters: string })[] {
  return results.map((result, i) => ({ ...result, trackingParameters: parameters(i + 1) }));
}
