import { type Language, LANGUAGES } from '@tracker/contracts';
import { useSyncExternalStore } from 'react';

export const LANGUAGE_STORAGE_KEY = 'language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** Spanish when the browser's first language is Spanish, else English (the spec's interface). */
export function browserLanguage(): Language {
  const [first = navigator.language] = navigator.languages ?? [];
  return first?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

// Storage can throw (disabled cookies, private modes); the switch then holds for the session only.
let unstored: Language | null = null;
const listeners = new Set<() => void>();

/** The visitor's language: the footer switch's stored choice, else the browser's. */
export function visitorLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    if (unstored) return unstored;
  }
  return browserLanguage();
}

export function setVisitorLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    unstored = language;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitorLanguage(): Language {
  return useSyncExternalStore(subscribe, visitorLanguage);
}
