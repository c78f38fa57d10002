import { useState } from 'react';

import { useListEntry } from '../hooks/use-list-entry';
import { useToggleFavorite } from '../hooks/use-toggle-favorite';

interface FavoriteHeartProps {
  animeId: number;
  title: string;
  /** Where the failure text goes, so the caller places it beside its other controls. */
  onError: (message: string | null) => void;
}

/** Spec §2 favorite heart: pressed while the title is a favorite; saved optimistically. */
export function FavoriteHeart({ animeId, title, onError }: FavoriteHeartProps) {
  const favorite = useListEntry(animeId)?.isFavorite ?? false;
  const toggleFavorite = useToggleFavorite(animeId);
  const [saving, setSaving] = useState(false);

  const toggle = async () => {
    onError(null);
    setSaving(true);
    try {
      await toggleFavorite();
    } catch (error) {
      onError((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <button
      type="button"
      className={`list-action list-action--heart${favorite ? ' list-action--active' : ''}`}
      aria-pressed={favorite}
      aria-label={favorite ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
      disabled={saving}
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
      </svg>
    </button>
  );
}
