import { catalogueHas, translator } from '../i18n/use-translation';

/** The `api` catalogue's keys are the API's sentences as sent: '.' and ':' are part of them, not paths. */
const AS_SENT = { keySeparator: false, nsSeparator: false } as const;

interface TemplatedMessage {
  pattern: RegExp;
  /** Its key in the `api` catalogue, whose ICU message takes the values. */
  key: string;
  values: (match: RegExpExecArray) => Record<string, string | number>;
}

/** The API's messages with a value inside that a screen shows (the others are validated by the web first). */
const TEMPLATED: TemplatedMessage[] = [
  {
    // The gateway's 429 to sign-in, registration and password change: 'a minute', else 'N minutes'.
    pattern: /^Too many (.+) attempts\. Please try again in (?:a minute|(\d+) minutes)\.$/,
    key: 'Too many {what} attempts. Please try again in {minutes}.',
    values: ([, what, minutes]) => ({ what: what ?? '', minutes: Number(minutes ?? 1) }),
  },
  {
    // A request answered in another tab meanwhile (social's 409).
    pattern: /^This friend request was already (\w+)\.$/,
    key: 'This friend request was already {status}.',
    values: ([, status]) => ({ status: status ?? '' }),
  },
];

// The catalogue's keys are typed; a message from the server is any string.
type Lookup = (key: string, options: object) => string;

/**
 * An API message in the language shown: the `api` catalogue's text for the message as the API sent it (its
 * English is the API's contract), or the message as it came when the catalogue lacks it.
 */
export function apiMessage(message: string): string {
  const t = translator('api') as unknown as Lookup;
  if (catalogueHas('api', message)) return t(message, AS_SENT);
  for (const { pattern, key, values } of TEMPLATED) {
    const match = pattern.exec(message);
    if (match && catalogueHas('api', key)) return t(key, { ...AS_SENT, ...values(match) });
  }
  return message;
}
