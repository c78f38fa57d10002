import type { Browser } from 'playwright-core';

import { launchChromium } from './browser';
import { LocalNginx } from './nginx';
import { Stack, type StackOptions } from './stack';

/** What every browser journey runs on: the stack, nginx serving the built web in front of it, and Chromium. */
export class BrowserStack {
  private constructor(
    readonly stack: Stack,
    readonly nginx: LocalNginx,
    readonly browser: Browser,
  ) {}

  static async start(suite: string, options: StackOptions = {}): Promise<BrowserStack> {
    const stack = await Stack.start(suite, options);
    let nginx: LocalNginx | undefined;
    try {
      nginx = await LocalNginx.start(Number(new URL(stack.baseUrl).port));
      return new BrowserStack(stack, nginx, await launchChromium());
    } catch (error) {
      await nginx?.stop();
      await stack.stop();
      throw error;
    }
  }

  /** A setup call through nginx, as the web makes it; throws unless it succeeds, so no setup goes on half done. */
  async api(method: string, path: string, json?: unknown, token?: string): Promise<any> {
    const answer = await this.stack.call(method, path, { json, token, baseUrl: this.nginx.url });
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
    }
    return answer.body;
  }

  async stop(): Promise<void> {
    await this.browser.close();
    await this.nginx.stop();
    await this.stack.stop();
  }
}
