/** Fetches a gateway `/files/…` PDF with the bearer token; `reload()` fetches it again. */
import { useCallback, useEffect, useState } from 'react';
import { fetchFile } from '../../../shared/files';

export function usePdfFile(path: string | null) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    if (!path) return;
    let cancelled = false;
    setError(null);
    fetchFile(path)
      .then((b) => {
        if (!cancelled) setBlob(b);
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : 'The PDF could not be loaded.');
      });
    return () => {
      cancelled = true;
    };
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { blob, error, loading: !blob && !error, reload };
}
