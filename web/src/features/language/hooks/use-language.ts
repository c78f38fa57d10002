import type { Language } from '@tracker/contracts';
import { createContext, useContext } from 'react';

import { setVisitorLanguage, useVisitorLanguage } from './use-visitor-language';

export interface LanguageContextValue {
  /** The language the interface is shown in. */
  language: Language;
  setLanguage: (language: Language) => void;
}

/** Provided by AccountPreferences, where a signed-in user's saved language wins over the visitor's. */
export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const account = useContext(LanguageContext);
  const visitor = useVisitorLanguage();
  return account ?? { language: visitor, setLanguage: setVisitorLanguage };
}
