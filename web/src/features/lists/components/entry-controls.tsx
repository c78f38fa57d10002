import { type Anime, LIST_STATUSES, type ListStatus } from '@tracker/contracts';
import { useId, useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useUpdateEntry } from '../api/update-entry';
import { useChooseStatus } from '../hooks/use-choose-status';
import { useListEntry } from '../hooks/use-list-entry';
import { FavoriteHeart } from './favorite-heart';

const SCORES = Array.from({ length: 10 }, (_, index) => 10 - index);

/** The detail page's status, score (1–10 or none), favorite, rewatch count and private flag. */
export function EntryControls({ anime }: { anime: Anime }) {
  const { t } = useTranslation('lists');
  const entry = useListEntry(anime.mal_id);
  const chooseStatus = useChooseStatus(anime.mal_id);
  const { mutateAsync: changeEntry } = useUpdateEntry(anime.mal_id);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const run = (write: Promise<unknown>) => {
    setError(null);
    write.catch((failure: Error) => setError(failure.message));
  };

  const selectStatus = (value: string) => {
    const current = entry?.status;
    if (value === '' && current) run(chooseStatus(current));
    if (value !== '') run(chooseStatus(value as ListStatus));
  };

  return (
    <div className="entry-controls">
      <div className="entry-controls__field">
        <label htmlFor={`${id}-status`}>{t('entry.status')}</label>
        <select
          id={`${id}-status`}
          value={entry?.status ?? ''}
          onChange={(event) => selectStatus(event.target.value)}
        >
          <option value="">{t('entry.none')}</option>
          {LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="entry-controls__field">
        <label htmlFor={`${id}-score`}>{t('entry.score')}</label>
        <select
          id={`${id}-score`}
          value={entry?.score ?? ''}
          onChange={(event) =>
            run(changeEntry({ score: event.target.value === '' ? null : Number(event.target.value) }))
          }
        >
          <option value="">{t('entry.noScore')}</option>
          {SCORES.map((score) => (
            <option key={score} value={score}>
              {score}
            </option>
          ))}
        </select>
      </div>
      <div className="entry-controls__field">
        <label htmlFor={`${id}-rewatched`}>{t('entry.rewatched')}</label>
        <RewatchInput
          id={`${id}-rewatched`}
          saved={entry?.timesRewatched ?? 0}
          onSave={(timesRewatched) => run(changeEntry({ timesRewatched }))}
        />
      </div>
      <label className="entry-controls__check">
        <input
          type="checkbox"
          checked={entry?.isPrivate ?? false}
          onChange={(event) => run(changeEntry({ isPrivate: event.target.checked }))}
        />
        {t('entry.private')}
      </label>
      <FavoriteHeart animeId={anime.mal_id} title={anime.title} onError={setError} />
      {error && (
        <p className="entry-controls__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface RewatchInputProps {
  id: string;
  saved: number;
  onSave: (value: number) => void;
}

/** Saved when it loses focus (or on Enter), not on every keystroke. */
function RewatchInput({ id, saved, onSave }: RewatchInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const value = Number(draft);
    setDraft(null);
    if (Number.isInteger(value) && value >= 0 && value !== saved) onSave(value);
  };
  return (
    <input
      id={id}
      type="number"
      min={0}
      step={1}
      inputMode="numeric"
      value={draft ?? String(saved)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
