/** A map or weak map that `memo` can read and fill. */
interface MemoStore<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value stored under `key`, made with `make` and stored on first use. */
export function memo<K, V>(store: MemoStore<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}
