import { LANGUAGES } from '@tracker/contracts';

import en from './locales/en';
import es from './locales/es';

const catalogues = { en, es };

/** Every message's key path in a namespace, e.g. 'footer.timezone'. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('catalogues', () => {
  it('has one per language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has the same namespaces in every language', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  describe.each(Object.keys(en) as (keyof typeof en)[])('namespace %s', (namespace) => {
    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has the same keys in %s as in English',
      (language) => {
        expect(keys(catalogues[language][namespace]).sort()).toEqual(keys(en[namespace]).sort());
      },
    );

    it.each(LANGUAGES)('has only non-empty strings in %s', (language) => {
      const empty = keys(catalogues[language][namespace]).filter((path) => {
        const value = path
          .split('.')
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown>)[key],
            catalogues[language][namespace],
          );
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });
});
