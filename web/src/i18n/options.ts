import { LANGUAGES } from '@tracker/contracts';
import type { InitOptions } from 'i18next';

import type { Namespace } from './catalogues';

// A record, so a namespace added to the catalogues and not here fails the type check.
const LOADED: Record<Namespace, true> = {
  activity: true,
  admin: true,
  anime: true,
  animeDetail: true,
  api: true,
  apiTokens: true,
  auth: true,
  calendar: true,
  calendarFeed: true,
  common: true,
  dashboard: true,
  database: true,
  home: true,
  lists: true,
  notifications: true,
  profile: true,
  search: true,
  social: true,
  statistics: true,
};
export const NAMESPACES = Object.keys(LOADED) as Namespace[];

/** The settings the app and the unit tests share. */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: 'common',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
