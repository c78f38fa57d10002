import type { Anime, EpisodeProgressResult } from '@tracker/contracts';
import { useId, useState } from 'react';

import { useMarkAllEpisodes } from '../api/mark-all-episodes';
import { useMarkEpisode } from '../api/mark-episode';
import { useUnmarkEpisode } from '../api/unmark-episode';
import { useChooseStatus } from '../hooks/use-choose-status';
import { useListSession } from '../hooks/use-list-session';
import { STATUS_LABELS } from '../list-labels';

/** Spec §4 episodes: one at a time or all at once; the last one of a watching title offers completed. */
export function EpisodeChecklist({ anime }: { anime: Anime }) {
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
      <h3 id={headingId}>Your episodes</h3>
      {!total ? (
        <p>The number of episodes of this title is not known yet.</p>
      ) : (
        <>
          <p className="episode-checklist__summary">
            {watched}/{total} watched
            <button
              type="button"
              className="button button--secondary"
              disabled={busy || watched >= total}
              onClick={() =>
                void write(() => markAllEpisodes({ animeId: anime.mal_id, totalEpisodes: total }))
              }
            >
              Mark all watched
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
                  Episode {episode}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      {offerCompleted && (
        <div className="episode-checklist__offer" role="group" aria-label="Every episode watched">
          <p>
            You have watched every episode. Move {anime.title} to {STATUS_LABELS.completed}?
          </p>
          <button type="button" className="button" onClick={complete}>
            Mark as {STATUS_LABELS.completed}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setOfferCompleted(false)}>
            Not now
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
