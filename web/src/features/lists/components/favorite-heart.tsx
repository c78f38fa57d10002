import { useState } from 'react';

import { HeartButton } from '../../../components/ui/heart-button';
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

  return <HeartButton name={title} favorite={favorite} disabled={saving} onClick={() => void toggle()} />;
}
