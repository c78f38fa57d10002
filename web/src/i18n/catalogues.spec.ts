import { LANGUAGES } from '@tracker/contracts';

import en from './locales/en';
import es from './locales/es';

const catalogues = { en, es };

/**
 * Every message of a namespace by its key path, e.g. 'footer.timezone'. A key may hold '.' itself (the
 * `api` namespace's are the API's sentences), so the values are read as the tree is walked.
 */
function messages(tree: object, prefix = ''): [path: string, value: unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? messages(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const keys = (tree: object) => messages(tree).map(([path]) => path);

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
      const empty = messages(catalogues[language][namespace])
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([path]) => path);
      expect(empty).toEqual([]);
    });
  });
});
