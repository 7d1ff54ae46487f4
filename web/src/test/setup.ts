import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { clearToasts } from '../shared/toaster';

// findBy*/waitFor give up after 1 s by default. npm test runs this suite beside the browser tests on
// two cores, where a screen's first render after a lazy import can take longer: wait up to 10 s
// (a passing wait still ends as soon as its assertion holds, so fast runs stay fast).
configure({ asyncUtilTimeout: 10_000 });

// The toaster lives in a React root of its own, outside what Testing Library unmounts: a toast
// still showing when a file ends would run its timers after the test page is gone
// ("window is not defined"). Dismiss them and let their exit transitions finish first.
afterAll(async () => {
  if (await clearToasts()) await new Promise((resolve) => setTimeout(resolve, 600));
});
