import type { Anime } from '@tracker/contracts';
import { useId, useLayoutEffect, useRef, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';

/**
 * Synopsis and background. Folded, the block keeps one height whatever it holds, empty included: a record
 * completed while on screen (issue 16) then swaps its text in without moving anything below it.
 */
export function AnimeDetailText({ anime }: { anime: Anime }) {
  const { t } = useTranslation('animeDetail');
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const blockRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const { synopsis, background } = anime;

  useLayoutEffect(() => {
    const block = blockRef.current;
    if (block && !expanded) setOverflows(block.scrollHeight > block.clientHeight);
  }, [synopsis, background, expanded]);

  return (
    <div className="anime-detail__text-area">
      <div
        ref={blockRef}
        id={id}
        className={`anime-detail__text${expanded ? '' : ' anime-detail__text--folded'}`}
      >
        <section aria-labelledby="synopsis-heading">
          <h2 id="synopsis-heading">{t('text.synopsis')}</h2>
          <p>{synopsis ?? t('text.noSynopsis')}</p>
        </section>
        {background && (
          <section aria-labelledby="background-heading">
            <h2 id="background-heading">{t('text.background')}</h2>
            <p>{background}</p>
          </section>
        )}
      </div>
      {/* The toggle's row is kept when there is nothing to unfold, so the block's height never changes. */}
      <div className="anime-detail__text-toggle">
        {(overflows || expanded) && (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('text.showLess') : t('text.readMore')}
          </button>
        )}
      </div>
    </div>
  );
}
