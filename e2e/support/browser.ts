import { type Browser, chromium, type Page, type Response } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (no background calls home, no real Jikan). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The web falls back to the public Jikan API when a backend call fails: a test must never reach it.
      // Tests that exercise the fallback point the page at the fake Jikan instead (fallback.e2e-spec.ts).
      '--host-resolver-rules=MAP api.jikan.moe ~NOTFOUND',
    ],
  });
}

/** The answer to the page's next `method` request of `path` (the URL's path, without the query). */
export function nextAnswer(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === method,
  );
}
