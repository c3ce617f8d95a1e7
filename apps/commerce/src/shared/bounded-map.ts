/**
 * Sets a value as the map's newest entry and drops the oldest while the map holds more than
 * `limit`: a Map iterates in insertion order, so this bounds a cache by entries, oldest write first.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= limit) break;
    map.delete(oldest);
  }
}
