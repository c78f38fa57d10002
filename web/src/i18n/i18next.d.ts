import 'i18next';

import type { Catalogue } from './catalogues';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
