import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';

/** Spec §9: a synopsis longer than this is cut, with 'Read more' to show it all. */
const SYNOPSIS_PREVIEW_CHARS = 100;

export function AnimeSynopsis({ synopsis }: { synopsis: string | null }) {
  const { t } = useTranslation('anime');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!synopsis) return null;
  const long = synopsis.length > SYNOPSIS_PREVIEW_CHARS;
  const text = long && !expanded ? `${synopsis.slice(0, SYNOPSIS_PREVIEW_CHARS).trimEnd()}…` : synopsis;
  return (
    <div className="anime-synopsis">
      <p id={id}>{text}</p>
      {long && (
        <button
          type="button"
          className="anime-synopsis__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('synopsis.showLess') : t('synopsis.readMore')}
        </button>
      )}
    </div>
  );
}
