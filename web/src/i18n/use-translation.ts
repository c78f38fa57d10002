import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

import type { Namespace } from './catalogues';

/**
 * The app's i18next instance, handed over by the runtime chunk once it has started (and by the unit
 * tests' setup). The hook below reads it instead of react-i18next's: react-i18next's hooks import i18next
 * itself, ~14 KB gzipped that would put the home route's entry script over its 150 KB budget, while this
 * module imports only its types and leaves i18next to the lazy chunk.
 */
let instance: I18n | null = null;
const listeners = new Set<() => void>();

export function provideI18n(i18n: I18n): void {
  instance = i18n;
  i18n.on('languageChanged', () => listeners.forEach((listener) => listener()));
  listeners.forEach((listener) => listener());
}

/** Shows `language`'s strings once its catalogue is in; a no-op before i18next has started. */
export function changeLanguage(language: string): Promise<unknown> {
  return instance ? instance.changeLanguage(language) : Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentLanguage = () => instance?.language ?? null;

const answerKeys = ((key: string) => key) as unknown as TFunction<Namespace>;

/**
 * `t` for one namespace in `language` (the one shown now by default), for text built outside a component (a component takes
 * the hook's, so it re-renders on a switch). Before i18next has started, `t` answers the keys.
 */
export function translator<N extends Namespace>(namespace: N, language = currentLanguage()): TFunction<N> {
  return instance && language
    ? instance.getFixedT<N, undefined, N>(language, namespace)
    : (answerKeys as unknown as TFunction<N>);
}

/**
 * Whether `namespace` has `key` in the language shown, read as one key: '.' and ':' are part of it (the
 * `api` namespace's keys are the API's sentences). False before i18next has started.
 */
export const catalogueHas = (namespace: Namespace, key: string): boolean =>
  instance?.exists(key, { ns: namespace, keySeparator: false, nsSeparator: false }) ?? false;

/** The language shown now, for `Intl` outside components; 'en' before i18next has started. */
export const shownLanguage = (): string => currentLanguage() ?? 'en';

/**
 * `t` for one namespace of the catalogues, in the language shown (`language`, for `Intl`); components
 * re-render when it changes. Should the strings have failed to load, `t` answers the keys.
 */
export function useTranslation<N extends Namespace = 'common'>(
  namespace: N = 'common' as N,
): { t: TFunction<N>; language: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  const t = useMemo(
    () =>
      instance && language
        ? instance.getFixedT<N, undefined, N>(language, namespace)
        : (answerKeys as unknown as TFunction<N>),
    [language, namespace],
  );
  return { t, language: language ?? 'en' };
}
