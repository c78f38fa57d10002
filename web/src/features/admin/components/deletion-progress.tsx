import { useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion } from '@tracker/contracts';
import { useEffect } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { adminReportsQueryKey, adminUsersQueryKey } from '../api/admin-query-keys';
import { isDeletionUnderWay, useAccountDeletion } from '../api/get-account-deletion';

/**
 * An account's deletion, step by step, asked again every second until it is done or failed; the
 * accounts and reports are read again once it ends.
 */
export function DeletionProgress({ actorId, seed }: { actorId: string; seed: AccountDeletion }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const deletion = useAccountDeletion(actorId, seed);
  const ended = !isDeletionUnderWay(deletion);

  // The account leaves the table, and the reports about it lose its name.
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: [...adminUsersQueryKey(actorId), 'list'] });
    void queryClient.invalidateQueries({ queryKey: adminReportsQueryKey(actorId) });
  }, [ended, queryClient, actorId]);

  const done = new Set(deletion.stepsDone);

  return (
    <div className={`admin-deletion admin-deletion--${deletion.state}`}>
      <p role="status">
        {t('deletion.status', {
          state: t(`deletion.states.${deletion.state}`),
          done: deletion.stepsDone.length,
          steps: deletion.steps.length,
        })}
      </p>
      <progress
        className="admin-deletion__bar"
        aria-label={t('deletion.label', { username: deletion.username })}
        max={deletion.steps.length}
        value={deletion.stepsDone.length}
      />
      <ol className="admin-deletion__steps">
        {deletion.steps.map((step) => (
          <li key={step} className={done.has(step) ? 'admin-deletion__step--done' : undefined}>
            {t(`deletion.steps.${step}`)}
            <span className="visually-hidden">
              {done.has(step) ? t('deletion.done') : t('deletion.notYet')}
            </span>
          </li>
        ))}
      </ol>
      {deletion.error && (
        <p className="admin-alert" role="alert">
          {deletion.error}
        </p>
      )}
    </div>
  );
}
