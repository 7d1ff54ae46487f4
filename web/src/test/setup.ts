import '@testing-library/jest-dom/vitest';
import { afterAll } from 'vitest';
import { clearToasts } from '../shared/toaster';

// The toaster lives in a React root of its own, outside what Testing Library unmounts: a toast
// still showing when a file ends would run its timers after the test page is gone
// ("window is not defined"). Dismiss them and let their exit transitions finish first.
afterAll(async () => {
  if (await clearToasts()) await new Promise((resolve) => setTimeout(resolve, 600));
});
