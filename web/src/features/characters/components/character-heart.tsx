import './characters.css';

import { useState } from 'react';

import { HeartButton } from '../../../components/ui/heart-button';
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
      <HeartButton name={name} favorite={favorite} disabled={disabled} onClick={press} />
      {failed && (
        <p className="overlay-action__error" role="alert">
          {lastPress === 'add'
            ? `Could not add ${name} to favorites: ${failed.message}`
            : `Could not remove ${name} from favorites: ${failed.message}`}
        </p>
      )}
    </div>
  );
}
