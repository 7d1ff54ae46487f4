/** Memoises a zero-argument async call for the life of one request (failures are not cached). */
export function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => {
    p ??= fn().catch((err: unknown) => {
      p = undefined;
      throw err;
    });
    return p;
  };
}
