import type { Language } from '@tracker/contracts';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import resourcesToBackend from 'i18next-resources-to-backend';

import { type Catalogue, loadCatalogue, type Namespace } from './catalogues';
import { I18N_OPTIONS } from './options';
import { provideI18n } from './use-translation';

/**
 * i18next with ICU messages, reading each language's catalogue chunk on demand. A chunk of its own (with
 * intl-messageformat), fetched beside the first language's catalogue before the first render, so the home
 * route's entry script carries only the hook that reads it (use-translation.ts).
 */
export async function startI18n(language: Language): Promise<void> {
  await i18next
    .use(ICU)
    .use(
      resourcesToBackend((lng: Language, namespace: Namespace) =>
        loadCatalogue(lng).then((catalogue: Catalogue) => catalogue[namespace]),
      ),
    )
    .init({ ...I18N_OPTIONS, lng: language });
  provideI18n(i18next);
}
