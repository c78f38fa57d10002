/// <reference types="node" />
// This test (run by Node, never bundled) reads index.html itself, as the build does.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports
import path from 'node:path';

import en from './locales/en';
import es from './locales/es';
import { localizeShell, shellDrift } from './localized-shell';

const shell = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

describe('the app shell (index.html) in each language', () => {
  it('says in English exactly what the en catalogue says', () => {
    expect(shellDrift(shell, en)).toEqual([]);
    expect(localizeShell(shell, en, 'en')).toBe(shell);
  });

  it('reports a shell text that drifted from its en message', () => {
    const drifted = shell.replace('>Sign Up<', '>Register<');
    expect(shellDrift(drifted, en)).toEqual(['auth:signUp: "Register" ≠ "Sign Up"']);
  });

  it('takes the header, the toolbar, the heading and the description from the es catalogue', () => {
    const spanish = localizeShell(shell, es, 'es');
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain(`content="${es.common.document.description}"`);
    expect(spanish).toContain(`placeholder="${es.search.placeholder}"`);
    expect(spanish).toContain(`aria-label="${es.search.label}"`);
    for (const text of [
      es.auth.signIn,
      es.auth.signUp,
      es.home.toolbar.filters,
      es.home.toolbar.favorites,
      es.home.toolbar.calendar,
      es.home.toolbar.watchNext,
      es.anime.currentSeason.heading,
    ])
      expect(spanish).toMatch(new RegExp(`>\\s*${text}\\s*</`));
    expect(shellDrift(spanish, es)).toEqual([]);
    // The comments, which only developers read, stay in English.
    expect(spanish.replace(/<!--[\s\S]*?-->/g, '')).not.toMatch(
      /Sign In|Filters|Current Season|Search anime|Browse the current/,
    );
  });

  it('escapes a message for HTML and refuses one with arguments', () => {
    const catalogue = { ...es, auth: { ...es.auth, signIn: 'Entrar & "ver" <ya>' } };
    expect(localizeShell(shell, catalogue, 'es')).toMatch(
      />\s*Entrar &amp; &quot;ver&quot; &lt;ya&gt;\s*<\/button>/,
    );
    const withArgument = { ...es, auth: { ...es.auth, signUp: 'Hola {name}' } };
    expect(() => localizeShell(shell, withArgument, 'es')).toThrow('auth:signUp, a message with arguments');
  });

  it('refuses a key the catalogue lacks', () => {
    const unknown = shell.replace('data-i18n="auth:signUp"', 'data-i18n="auth:register"');
    expect(() => shellDrift(unknown, en)).toThrow(
      'index.html names auth:register, which the catalogue lacks',
    );
  });
});
