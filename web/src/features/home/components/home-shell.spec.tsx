/// <reference types="node" />
// This test (run by Node, never bundled) reads index.html itself, as the browser receives it.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import path from 'node:path';

import { screen, within } from '@testing-library/react';

import { renderApp } from '../../../testing/render-app';

/** index.html's app shell, as the browser paints it before any script runs. */
function parseShell(): Document {
  const html = readFileSync(path.join(__dirname, '../../../../index.html'), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}

const squash = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();

describe("index.html's app shell", () => {
  beforeEach(() => {
    // No answer yet: the home page stays on the loading render the shell stands in for.
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => {}));
  });

  it("mirrors the home page's first render: logo, toolbar and the Current Season heading", () => {
    const shell = parseShell();
    renderApp('/');

    expect(shell.querySelector('.logo')?.textContent?.trim()).toBe(
      screen.getByRole('link', { name: 'AniTrack' }).textContent,
    );
    const toolbar = within(screen.getByRole('group', { name: 'Home views' }));
    expect(
      [...shell.querySelectorAll('.home-toolbar__button')].map((button) => button.textContent?.trim()),
    ).toEqual(toolbar.getAllByRole('button').map((button) => button.textContent?.trim()));
    expect(shell.querySelector('.home-section__title')?.textContent).toBe(
      screen.getAllByRole('heading', { level: 2 })[0].textContent,
    );
  });

  it("lays the header row out like the app's header: the same parts, in the same order", () => {
    const shell = parseShell();
    const { container } = renderApp('/');

    const parts = (header: ParentNode | null) =>
      [...(header?.querySelector('.site-header__inner')?.children ?? [])].map((part) => part.classList[0]);
    expect(parts(shell.querySelector('.site-header'))).toEqual(
      parts(container.querySelector('.site-header')),
    );
  });

  it('holds placeholders built like the skeleton cards, enough for the widest preview (6 columns × 2.5)', () => {
    const shell = parseShell();
    renderApp('/');

    const shellCards = shell.querySelectorAll('.app-shell__preview > li');
    expect(shellCards).toHaveLength(15);
    const skeleton = within(screen.getByRole('region', { name: 'Current Season' })).getByTestId(
      'anime-grid-skeleton',
    );
    expect(squash(shellCards[0].innerHTML)).toBe(squash(skeleton.children[0].innerHTML));
  });

  it('is inert, so nothing in it can be focused or clicked before the app takes over', () => {
    expect(parseShell().querySelector('#root > .app-shell')?.hasAttribute('inert')).toBe(true);
  });
});
