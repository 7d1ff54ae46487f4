/**
 * An image the gateway serves at `/files/{id}` (a logo), as an object URL an `<img>` can show:
 * `/files/*` needs the bearer token in the `Authorization` header, which an `<img src>` cannot
 * send. Other URLs (`data:`, `https:`) are used as they are. spec: access-and-administration §2
 * "Header and navigation" (the client logo), "Organization Settings".
 */
import { useEffect, useState } from 'react';
import { fetchFile } from './files';

/** The displayable URL of `path`, or null while it loads, when it fails or when there is none. */
export function useFileObjectUrl(path: string | null | undefined): string | null {
  const needsFetch = !!path && path.startsWith('/files/');
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!needsFetch || !path) {
      setObjectUrl(null);
      return;
    }
    let cancelled = false;
    let created: string | null = null;
    fetchFile(path)
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => {
        if (!cancelled) setObjectUrl(null);
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [path, needsFetch]);

  if (!path) return null;
  return needsFetch ? objectUrl : path;
}
