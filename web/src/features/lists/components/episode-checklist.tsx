import type { Anime, EpisodeProgressResult } from '@tracker/contracts';
import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useMarkAllEpisodes } from '../api/mark-all-episodes';
import { useMarkEpisode } from '../api/mark-episode';
import { useUnmarkEpisode } from '../api/unmark-episode';
import { useChooseStatus } from '../hooks/use-choose-status';
import { useListSession } from '../hooks/use-list-session';

/** Spec §4 episodes: one at a time or all at once; the last one of a watching title offers completed. */
export function EpisodeChecklist({ anime }: { anime: Anime }) {
  const { t } = useTranslation('lists');
  const { episodeProgress } = useListSession();
  const { mutateAsync: markEpisode } = useMarkEpisode();
  const { mutateAsync: unmarkEpisode } = useUnmarkEpisode();
  const { mutateAsync: markAllEpisodes } = useMarkAllEpisodes();
  const chooseStatus = useChooseStatus(anime.mal_id);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [offerCompleted, setOfferCompleted] = useState(false);
  // The box a click changed shows its new state while the write and the reload run.
  const [toggled, setToggled] = useState<{ episode: number; watched: boolean } | null>(null);
  const total = anime.episodes;
  const marks = episodeProgress[String(anime.mal_id)] ?? {};
  const watched = Object.values(marks).filter((mark) => mark.completed).length;

  const write = async (save: () => Promise<EpisodeProgressResult>) => {
    setBusy(true);
    setError(null);
    try {
      setOfferCompleted((await save()).offerCompleted);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
      setToggled(null);
    }
  };

  const toggle = (episode: number, watched: boolean) => {
    setToggled({ episode, watched });
    const mark = { animeId: anime.mal_id, episodeNumber: episode };
    void write(() => (watched ? markEpisode(mark) : unmarkEpisode(mark)));
  };

  const complete = () => {
    setOfferCompleted(false);
    chooseStatus('completed').catch((failure: Error) => setError(failure.message));
  };

  return (
    <section className="episode-checklist" aria-labelledby={headingId} aria-busy={busy}>
      <h3 id={headingId}>{t('episodes.heading')}</h3>
      {!total ? (
        <p>{t('episodes.unknown')}</p>
      ) : (
        <>
          <p className="episode-checklist__summary">
            {t('episodes.watched', { watched, total })}
            <button
              type="button"
              className="button button--secondary"
              disabled={busy || watched >= total}
              onClick={() =>
                void write(() => markAllEpisodes({ animeId: anime.mal_id, totalEpisodes: total }))
              }
            >
              {t('episodes.markAll')}
            </button>
          </p>
          <ul className="episode-checklist__list">
            {Array.from({ length: total }, (_, index) => index + 1).map((episode) => (
              <li key={episode}>
                <label>
                  <input
                    type="checkbox"
                    checked={
                      toggled?.episode === episode
                        ? toggled.watched
                        : (marks[String(episode)]?.completed ?? false)
                    }
                    disabled={busy}
                    onChange={(event) => toggle(episode, event.target.checked)}
                  />
                  {t('episodes.episode', { number: episode })}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {offerCompleted && (
        <div className="episode-checklist__offer" role="group" aria-label={t('episodes.offer')}>
          <p>{t('episodes.offerText', { title: anime.title, status: t('statuses.completed') })}</p>
          <button type="button" className="button" onClick={complete}>
            {t('episodes.markAs', { status: t('statuses.completed') })}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOfferCompleted(false)}>
            {t('episodes.notNow')}
          </button>
        </div>
      )}
      {error && (
        <p className="entry-controls__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
