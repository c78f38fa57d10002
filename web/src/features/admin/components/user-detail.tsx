import type { AdminUser } from '@tracker/contracts';
import { useEffect, useId, useRef, useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../admin-errors';
import { formatDateTime } from '../admin-format';
import { type AccountChange, useChangeUserAccount } from '../api/change-user-account';
import { useDeleteUser } from '../api/delete-user';
import { useAdminUser } from '../api/get-admin-user';
import { DeletionProgress } from './deletion-progress';
import { UserReports } from './user-reports';

interface UserDetailProps {
  actorId: string;
  /** The table's row: shown at once, until the account's own read (with its counts) arrives. */
  row: AdminUser;
  onClose: () => void;
}

/** One account: its facts, the reports against it, and Promote/Demote, Disable/Enable and Delete. */
export function UserDetail({ actorId, row, onClose }: UserDetailProps) {
  const { t, language } = useTranslation('admin');
  const headingId = useId();
  const detail = useAdminUser(actorId, row.id);
  const change = useChangeUserAccount(actorId);
  const remove = useDeleteUser(actorId);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opening an account takes the reader to it (on a phone it sits under the table).
  useEffect(() => headingRef.current?.focus(), []);

  const user = detail.data ?? row;
  const deletion = remove.data ?? user.deletion;
  // A failed deletion may be asked for again; one under way or done leaves nothing to do.
  const deleting = deletion !== null && deletion.state !== 'failed';
  const gone = detail.error instanceof ApiError && detail.error.status === 404;
  const busy = change.isPending || remove.isPending || deleting || gone;

  const act = (next: AccountChange) => {
    setFailure(null);
    change.mutate({ userId: user.id, change: next }, { onError: (error) => setFailure(failureText(error)) });
  };

  const confirmDelete = () => {
    setFailure(null);
    remove.mutate(user.id, {
      onError: (error) => setFailure(failureText(error)),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <section className="admin-card admin-split__detail" aria-labelledby={headingId}>
      <div className="admin-card__header">
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-card__title">
            {user.username}
          </h2>
          <p className="admin-muted">{user.displayName}</p>
        </div>
        <button type="button" className="admin-button" onClick={onClose}>
          {t('user.close')}
        </button>
      </div>

      <dl className="admin-facts">
        <dt>{t('user.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('user.role')}</dt>
        <dd>{user.isAdmin ? t('user.admin') : t('user.member')}</dd>
        <dt>{t('user.status')}</dt>
        <dd>{user.disabled ? t('users.disabled') : t('users.active')}</dd>
        <dt>{t('user.joined')}</dt>
        <dd>{formatDateTime(user.createdAt, t('never'), language)}</dd>
        <dt>{t('user.lastSignIn')}</dt>
        <dd>{formatDateTime(user.lastSignInAt, t('never'), language)}</dd>
        <dt>{t('user.titles')}</dt>
        <dd>{detail.data ? detail.data.listCount : '…'}</dd>
        <dt>{t('user.episodes')}</dt>
        <dd>{detail.data ? detail.data.episodeCount : '…'}</dd>
      </dl>

      {gone && !deletion && <p className="admin-muted">{t('user.gone')}</p>}
      {detail.isError && !gone && (
        <p className="admin-alert" role="alert">
          {t('user.failed', { reason: detail.error.message })}
        </p>
      )}

      <div className="admin-actions" role="group" aria-label={t('user.actions', { username: user.username })}>
        <button
          type="button"
          className="admin-button"
          disabled={busy}
          onClick={() => act(user.isAdmin ? 'demote' : 'promote')}
        >
          {user.isAdmin ? t('user.demote') : t('user.promote')}
        </button>
        <button
          type="button"
          className="admin-button"
          disabled={busy}
          onClick={() => act(user.disabled ? 'enable' : 'disable')}
        >
          {user.disabled ? t('user.enable') : t('user.disable')}
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {t('user.delete')}
        </button>
      </div>
      {failure && (
        <p className="admin-alert" role="alert">
          {failure}
        </p>
      )}

      {deletion && <DeletionProgress key={deletion.requestedAt} actorId={actorId} seed={deletion} />}
      {!gone && <UserReports actorId={actorId} user={user} />}

      {confirming && (
        <ModalDialog
          focus={{ returnFocus: true }}
          title={t('user.deleteTitle')}
          onClose={() => setConfirming(false)}
        >
          <p>{t('user.deleteText', { username: user.username })}</p>
          <div className="modal-dialog__actions">
            <button type="button" className="admin-button" onClick={() => setConfirming(false)}>
              {t('user.cancel')}
            </button>
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={remove.isPending}
              onClick={confirmDelete}
            >
              {t('user.delete')}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
