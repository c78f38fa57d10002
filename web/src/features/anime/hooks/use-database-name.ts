import type { TFunction } from 'i18next';

import type { Catalogue } from '../../../i18n/catalogues';
import { useTranslation } from '../../../i18n/use-translation';

/** The public database's fixed sets of names the `database` catalogue translates. */
export type DatabaseNameKind = keyof Catalogue['database'];

/** 'Side story' → 'Side Story', 'Spin-off' → 'Spin-Off': the database spells some names both ways. */
const titleCased = (name: string) =>
  name.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/**
 * A name as the public anime database sends it (a genre, theme or demographic, a relation, a type, a
 * source, a rating) in the language shown: the catalogue's word for a known one, found in either of the
 * database's spellings; an unknown one, or one the catalogue leaves as it is (all of `en`), as it came.
 */
export function databaseName(t: TFunction<'database'>, kind: DatabaseNameKind, name: string): string {
  const translated = (spelling: string) => {
    // i18next reads '.' and ':' as separators, so such a name is no key; nor is an empty one.
    if (spelling === '' || /[.:]/.test(spelling)) return null;
    const key = `${kind}.${spelling}`;
    // Any string may come, so the key is not one of the typed ones; a missing key comes back as itself.
    const text: string = t(key as 'genres.Action');
    return text === key || text === spelling ? null : text;
  };
  return translated(name) ?? translated(titleCased(name)) ?? name;
}

/** `databaseName` in the language shown, re-rendering on a switch. */
export function useDatabaseName(): (kind: DatabaseNameKind, name: string) => string {
  const { t } = useTranslation('database');
  return (kind, name) => databaseName(t, kind, name);
}
