import { Spinner } from '@blueprintjs/core';

/** Shown while a lazy route loads. */
export function RouteFallback() {
  return (
    <div className="route-fallback">
      <Spinner size={32} />
    </div>
  );
}
