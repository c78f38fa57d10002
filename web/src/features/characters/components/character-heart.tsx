import '../../lists/components/list-actions.css';
import './characters.css';

import { useState } from 'react';

import { useAddFavoriteCharacter } from '../api/add-favorite-character';
import { useRemoveFavoriteCharacter } from '../api/remove-favorite-character';
import type { HeartedCharacter } from '../hooks/use-favorite-character-write';

interface CharacterHeartProps {
  character: HeartedCharacter;
  favorite: boolean;
  /** While the user's favorites are still loading: pressing would guess at what they hold. */
  disabled?: boolean;
}

/**
 * The Characters tab's favorite heart (issue 19), drawn as the anime's: pressed while the character is a
 * favorite, saved optimistically, with the failure said beside it.
 */
export function CharacterHeart({ character, favorite, disabled = false }: CharacterHeartProps) {
  const add = useAddFavoriteCharacter(character.characterId);
  const remove = useRemoveFavoriteCharacter(character.characterId);
  // The failure shown is the last press's.
  const [lastPress, setLastPress] = useState<'add' | 'remove' | null>(null);
  const { name } = character;
  const last = lastPress === 'remove' ? remove : add;
  const failed = lastPress && last.isError ? last.error : null;

  const press = () => {
    const next = favorite ? 'remove' : 'add';
    setLastPress(next);
    (next === 'add' ? add : remove).mutate(character);
  };

  return (
    <div className="character-heart">
      <button
        type="button"
        className={`list-action list-action--heart${favorite ? ' list-action--active' : ''}`}
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
        disabled={disabled}
        onClick={press}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
        </svg>
      </button>
      {failed && (
        <p className="character-heart__error" role="alert">
          {lastPress === 'add'
            ? `Could not add ${name} to favorites: ${failed.message}`
            : `Could not remove ${name} from favorites: ${failed.message}`}
        </p>
      )}
    </div>
  );
}
