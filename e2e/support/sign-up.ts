import type { Page } from 'playwright-core';

import type { BrowserStack } from './browser-stack';
import type { SignUpFields } from './stack';

export interface BrowserAccount {
  username: string;
  email: string;
  displayName: string;
  password: string;
}

/** Signs up through the header's Sign Up button and the auth modal, and waits for the modal to close. */
export async function signUpInBrowser(page: Page, account: BrowserAccount): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Email Address').fill(account.email);
  await dialog.getByLabel('Display Name').fill(account.displayName);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirm Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Signs `account` up through nginx, for a setup that needs no browser; its session. */
export function signUpThroughApi(
  suite: BrowserStack,
  { username, ...fields }: BrowserAccount,
  extra: Pick<SignUpFields, 'makeProfilePublic'> = {},
): Promise<{ token: string; user: any }> {
  return suite.stack.register(
    username,
    { ...fields, confirmPassword: fields.password, ...extra },
    { baseUrl: suite.nginx.url },
  );
}
