import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteCharacter } from '@tracker/contracts';

import { useSession } from '../../auth/hooks/use-session';
import { addFavoriteCharacter } from '../api/add-favorite-character';
import { favoriteCharactersKey } from '../api/get-favorite-characters';
import { removeFavoriteCharacter } from '../api/remove-favorite-character';

/** A character as the Characters tab shows it: what the heart shows at once, before the server answers. */
export interface HeartedCharacter {
  characterId: number;
  animeId: number;
  name: string;
  image: string | null;
}

interface HeartWrite {
  character: HeartedCharacter;
  /** Whether the character is to be a favorite after the write. */
  favorite: boolean;
}

/**
 * Sets or clears the signed-in user's heart on one character: shown at once in their cached favorites,
 * saved, and put back as it was if the save fails. Writes on one character go out one after another.
 */
export function useFavoriteCharacterWrite(characterId: number) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = favoriteCharactersKey(user?.username ?? '', user?.id);
  const mutationKey = ['favorite-character', characterId];

  return useMutation({
    mutationKey,
    scope: { id: `favorite-character-${characterId}` },
    mutationFn: async ({ character, favorite }: HeartWrite) => {
      if (favorite) return addFavoriteCharacter(character.characterId, character.animeId);
      await removeFavoriteCharacter(character.characterId);
      return null;
    },
    onMutate: async ({ character, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteCharacter[]>(key);
      const others = (previous ?? []).filter((kept) => kept.characterId !== characterId);
      const shown = favorite ? [{ ...character, addedAt: new Date().toISOString() }, ...others] : others;
      queryClient.setQueryData<FavoriteCharacter[]>(key, shown);
      return { previous };
    },
    onError: (_error, _write, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => {
      // A later heart on this character already shows what it will save: the last one to settle reloads.
      if (queryClient.isMutating({ mutationKey }) === 1)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
