/**
 * State that belongs to an object and goes with it: one per request context, one per database.
 * Made on first use and dropped when the object is collected.
 */
export function onePerKey<K extends object, T>(create: (key: K) => T): (key: K) => T {
  const store = new WeakMap<K, T>();
  return (key) => {
    let value = store.get(key);
    if (!value) {
      value = create(key);
      store.set(key, value);
    }
    return value;
  };
}
