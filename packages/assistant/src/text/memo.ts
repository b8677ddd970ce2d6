/**
 * Caches for per-request inputs that repeat across requests as fresh objects (a value dictionary sent with
 * every query): keyed by content, so an API that rebuilds the object per request still hits the cache.
 */
const contentKeys = new WeakMap<object, string>();

/** A content key of a JSON-like object, computed once per object. */
export function contentKey(value: object): string {
  let key = contentKeys.get(value);
  if (key === undefined) {
    key = JSON.stringify(value);
    contentKeys.set(value, key);
  }
  return key;
}

/** A small map that forgets its oldest entry when full. */
export class BoundedCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size: number) {}

  get(key: string): T | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: T): void {
    if (this.entries.size >= this.size && !this.entries.has(key)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }
}

/**
 * Values computed once per key for each owner object (a catalogue index), and forgotten with it: per-word facts
 * about the catalogue that questions look up again and again.
 */
export function keyedMemo<O extends object, K, V>(): (owner: O, key: K, compute: () => V) => V {
  const caches = new WeakMap<O, Map<K, V>>();
  return (owner, key, compute) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new Map<K, V>()));
    if (cache.has(key)) return cache.get(key)!;
    const value = compute();
    cache.set(key, value);
    return value;
  };
}

/** A function of an owner object (a catalogue index, a cube) computed once per owner, and forgotten with it. */
export function memoPerObject<O extends object, V>(compute: (owner: O) => V): (owner: O) => V {
  const values = new WeakMap<O, V>();
  return (owner) => {
    // `has`, not a check for undefined: "no such column" is an answer worth keeping too.
    if (values.has(owner)) return values.get(owner)!;
    const value = compute(owner);
    values.set(owner, value);
    return value;
  };
}
