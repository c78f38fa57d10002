import './anime-list-panel.css';
import './list-actions.css';

import type { Anime } from '@tracker/contracts';
import { useId } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { SignInButton } from '../../auth/components/sign-in-button';
import { useSession } from '../../auth/hooks/use-session';
import { AnimeWatchers } from './anime-watchers';
import { EntryControls } from './entry-controls';
import { EpisodeChecklist } from './episode-checklist';

/** The detail page's list part: the signed-in user's entry and episodes, and who else has the title. */
export function AnimeListPanel({ anime }: { anime: Anime }) {
  const { t } = useTranslation('lists');
  const { status, user } = useSession();
  const headingId = useId();
  return (
    <div className="anime-list-panel">
      {user && (
        <section className="anime-list-panel__mine" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('panel.heading')}</h2>
          <EntryControls anime={anime} />
          <EpisodeChecklist anime={anime} />
        </section>
      )}
      {status === 'anonymous' && (
        <section className="anime-list-panel__mine" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('panel.heading')}</h2>
          <p>{t('panel.signIn')}</p>
          <SignInButton />
        </section>
      )}
      <AnimeWatchers animeId={anime.mal_id} />
    </div>
  );
}
