/**
 * Double submission blocked while pending (the house rule for every form and dialog that saves):
 * `run(work)` runs `work` unless a run is under way; `pending` is true meanwhile (spinning, disabled
 * buttons), and `running()` answers at once, before React re-renders the disabled button.
 */
import { useCallback, useRef, useState } from 'react';

/** One submission at a time. */
export function useSubmitOnce() {
  const [pending, setPending] = useState(false);
  const runningRef = useRef(false);
  const running = useCallback(() => runningRef.current, []);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (runningRef.current) return;
    runningRef.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      runningRef.current = false;
      setPending(false);
    }
  }, []);
  return { pending, running, run };
}
