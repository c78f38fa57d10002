import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EpisodeProgressResult } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { reloadLists } from '../list-cache';

/** An episode write (spec §4): the user data reloads after it, before the write counts as done. */
export function useEpisodeWrite<Variables>(write: (variables: Variables) => Promise<EpisodeProgressResult>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('lists');
  const userId = useSession().user?.id ?? '';
  return useMutation({
    mutationFn: async (variables: Variables) => {
      try {
        return await write(variables);
      } catch (error) {
        throw new Error(t('errors.episodes'), { cause: error });
      }
    },
    onSuccess: () => reloadLists(queryClient, userId),
  });
}
