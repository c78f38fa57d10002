import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\/>/gs;

interface RichTextProps {
  /** A translated message with tags, e.g. 'Revoke <name/>? …' or 'use <code>Bearer at_…</code>'. */
  text: string;
  /** What each tag renders, given the text it wraps ('' for a self-closing one). */
  tags: Record<string, (inner: string) => ReactNode>;
}

/**
 * A message with markup in it, each tag rendered by the caller. i18next-icu leaves tags as text, and
 * values the user wrote (a token's name) go in through a tag, never through the text, so they are never
 * read as markup.
 */
export function RichText({ text, tags }: RichTextProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const render = tags[match[1] ?? match[3]];
    parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{render ? render(match[2] ?? '') : match[0]}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
