/**
 * The browser's print dialog cannot run headless: Chromium's renderer can crash when a PDF frame
 * is printed there. Tests replace `print()` of the blob: PDF frames the app prints (web/src/shared/
 * files.ts printBlob) with a counter, so they can assert the app asked to print, and go on.
 */
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __certifyPrintRequests?: number;
  }
}

/** Installs the stand-in in every page of `context` (call before the pages load). */
export async function standInForPrintDialog(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const win = native.get!.call(this) as Window | null;
        if (!win || !this.src.startsWith('blob:')) return win;
        return {
          focus: () => undefined,
          print: () => {
            window.__certifyPrintRequests = (window.__certifyPrintRequests ?? 0) + 1;
          },
        } as unknown as Window;
      },
    });
  });
}

/** How many times the page asked the browser to print a PDF. */
export const printRequests = (page: Page): Promise<number> => page.evaluate(() => window.__certifyPrintRequests ?? 0);
