import type { TFunction } from 'i18next';

import english from '../../i18n/locales/en/auth.json';

type Problem = keyof typeof english.problems;

/** The domain's words for spec §5's problems (auth-user answers them too), back to their catalogue keys. */
const PROBLEMS = new Map(Object.entries(english.problems).map(([key, message]) => [message, key as Problem]));

/** A spec §5 problem in the language shown; any other message (the server's own) as it came. */
export function translateProblem(t: TFunction<'auth'>, message: string | undefined): string | undefined {
  const key = message === undefined ? undefined : PROBLEMS.get(message);
  return key ? t(`problems.${key}`) : message;
}
