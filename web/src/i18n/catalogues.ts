import type { Language } from '@tracker/contracts';

import type en from './locales/en';

/** One language's catalogue: its namespaces (one per feature), each a tree of messages in ICU syntax. */
export type Catalogue = typeof en;
export type Namespace = keyof Catalogue;

/**
 * Each language's catalogue is a chunk of its own, fetched only when that language is shown. The same
 * import serves the start-up prefetch and i18next's backend, so the chunk is fetched once.
 */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
    en: () => import('./locales/en'),
    es: () => import('./locales/es'),
  };
  return catalogues[language]().then((module) => module.default);
}
