import '../../lists/components/list-actions.css';
import './characters.css';

import { type HeartedCharacter, useFavoriteCharacterWrite } from '../hooks/use-favorite-character-write';

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
  const write = useFavoriteCharacterWrite(character.characterId);
  const { name } = character;
  const failed = write.isError ? write.error : null;

  return (
    <div className="character-heart">
      <button
        type="button"
        className={`list-action list-action--heart${favorite ? ' list-action--active' : ''}`}
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
        disabled={disabled}
        onClick={() => write.mutate({ character, favorite: !favorite })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
        </svg>
      </button>
      {failed && (
        <p className="character-heart__error" role="alert">
          {write.variables?.favorite
            ? `Could not add ${name} to favorites: ${failed.message}`
            : `Could not remove ${name} from favorites: ${failed.message}`}
        </p>
      )}
    </div>
  );
}
