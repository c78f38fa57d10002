import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteCharacter } from '@tracker/contracts';

import { useSession } from '../../auth/hooks/use-session';
import { favoriteCharactersKey } from '../api/get-favorite-characters';

/** A character as the Characters tab shows it: what the heart shows at once, before the server answers. */
export interface HeartedCharacter {
  characterId: number;
  animeId: number;
  name: string;
  image: string | null;
}

interface HeartWrite {
  /** Whether the character is a favorite once the write is saved. */
  favorite: boolean;
  save: (character: HeartedCharacter) => Promise<unknown>;
}

/**
 * A write to the signed-in user's heart on one character: shown at once in their cached favorites, saved,
 * and put back as it was if the save fails. Writes on one character go out one after another.
 */
export function useFavoriteCharacterWrite(characterId: number, { favorite, save }: HeartWrite) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = favoriteCharactersKey(user?.username ?? '', user?.id);
  const mutationKey = ['favorite-character', characterId];

  return useMutation({
    mutationKey,
    scope: { id: `favorite-character-${characterId}` },
    mutationFn: save,
    onMutate: async (character: HeartedCharacter) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FavoriteCharacter[]>(key);
      const others = (previous ?? []).filter((kept) => kept.characterId !== characterId);
      const shown = favorite ? [{ ...character, addedAt: new Date().toISOString() }, ...others] : others;
      queryClient.setQueryData<FavoriteCharacter[]>(key, shown);
      return { previous };
    },
    onError: (_error, _character, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => {
      // A later heart on this character already shows what it will save: the last one to settle reloads.
      if (queryClient.isMutating({ mutationKey }) === 1)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
