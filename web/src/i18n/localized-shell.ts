import type { Language } from '@tracker/contracts';

import type { Catalogue } from './catalogues';

/**
 * index.html's app shell in each language (issue 21), written at build time: nginx answers a Spanish
 * visitor with the Spanish copy, so the shell painted before any script speaks the visitor's language.
 * Each shell text names the catalogue key its component renders, so no string is written twice:
 * `data-i18n="ns:key"` on an element for its text, `data-i18n-<attribute>="ns:key"` for that attribute.
 */

interface ShellText {
  key: string;
  /** Where the text sits in the HTML, as written there (escaped). */
  start: number;
  end: number;
}

const OPENING_TAG = /<([a-z][a-z0-9]*)\b([^>]*)>/g;
const MARKER = /\sdata-i18n(?:-([a-z-]+))?="([^"]+)"/g;
const HTML_LANG = /<html lang="[a-z]+">/;

function shellTexts(html: string): ShellText[] {
  const texts: ShellText[] = [];
  for (const tag of html.matchAll(OPENING_TAG)) {
    const [whole, name, attributes] = tag;
    const tagEnd = tag.index + whole.length;
    for (const [, attribute, key] of attributes.matchAll(MARKER)) {
      if (attribute === undefined) {
        // The element's text: the run before its closing tag, after any icon it starts with, untrimmed.
        const close = html.indexOf(`</${name}>`, tagEnd);
        if (close === -1) throw new Error(`index.html: <${name} data-i18n="${key}"> is never closed`);
        const raw = html.slice(html.lastIndexOf('>', close - 1) + 1, close);
        const start = close - raw.length + (raw.length - raw.trimStart().length);
        texts.push({ key, start, end: start + raw.trim().length });
      } else {
        const value = new RegExp(`\\s${attribute}="([^"]*)"`).exec(attributes);
        if (!value)
          throw new Error(`index.html: data-i18n-${attribute}="${key}" on a tag without ${attribute}`);
        const start = tag.index + 1 + name.length + value.index + value[0].length - 1 - value[1].length;
        texts.push({ key, start, end: start + value[1].length });
      }
    }
  }
  return texts;
}

/** The catalogue's message for `ns:path.to.key`, HTML-escaped; a shell text takes no ICU arguments. */
function message(catalogue: Catalogue, key: string): string {
  const [namespace, path = ''] = key.split(':');
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue[namespace as keyof Catalogue],
    );
  if (typeof value !== 'string') throw new Error(`index.html names ${key}, which the catalogue lacks`);
  if (value.includes('{')) throw new Error(`index.html names ${key}, a message with arguments`);
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Each shell text that differs from its message in `catalogue`, as `key: "shell" ≠ "catalogue"`. */
export function shellDrift(html: string, catalogue: Catalogue): string[] {
  return shellTexts(html)
    .map(({ key, start, end }) => ({ key, shell: html.slice(start, end), expected: message(catalogue, key) }))
    .filter(({ shell, expected }) => shell !== expected)
    .map(({ key, shell, expected }) => `${key}: "${shell}" ≠ "${expected}"`);
}

/** The shell with every marked text from `catalogue`, and `<html lang>` naming `language`. */
export function localizeShell(html: string, catalogue: Catalogue, language: Language): string {
  if (!HTML_LANG.test(html)) throw new Error('index.html must open with <html lang="…">');
  const localized = shellTexts(html)
    .sort((a, b) => b.start - a.start)
    .reduce(
      (page, { key, start, end }) => page.slice(0, start) + message(catalogue, key) + page.slice(end),
      html,
    );
  return localized.replace(HTML_LANG, `<html lang="${language}">`);
}
