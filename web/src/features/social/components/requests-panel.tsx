import type { FriendRequests } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { UserAvatar } from '../../auth/components/user-avatar';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useRejectFriendRequest } from '../api/reject-friend-request';
import { writeFailureText } from '../api/social-call';

interface RequestsPanelProps {
  userId: string;
  requests: FriendRequests;
}

/** The requests tab: pending requests to the user (accept or reject), then the user's own. */
export function RequestsPanel({ userId, requests }: RequestsPanelProps) {
  const { t } = useTranslation('social');
  const accept = useAcceptFriendRequest(userId);
  const reject = useRejectFriendRequest(userId);
  const logged = { onError: (error: Error) => console.error(error.message) };
  const failure = accept.error ?? reject.error;

  return (
    <div className="requests-panel">
      <h3 className="social-sidebar__subheading">{t('requests.received')}</h3>
      {requests.incoming.length === 0 ? (
        <p className="social-sidebar__muted">{t('requests.none')}</p>
      ) : (
        <ul className="social-sidebar__list" aria-label={t('requests.receivedList')}>
          {requests.incoming.map(({ id, sender }) => (
            <li key={id} className="friend-row">
              <UserAvatar name={sender.displayName} url={sender.avatar} />
              <span className="friend-row__name">
                {sender.displayName} <span className="social-sidebar__muted">@{sender.username}</span>
              </span>
              <span className="friend-row__actions">
                <button
                  type="button"
                  className="social-button social-button--primary"
                  aria-label={t('requests.acceptLabel', { name: sender.displayName })}
                  disabled={accept.isPending || reject.isPending}
                  onClick={() => accept.mutate(id, logged)}
                >
                  {t('requests.accept')}
                </button>
                <button
                  type="button"
                  className="social-button"
                  aria-label={t('requests.rejectLabel', { name: sender.displayName })}
                  disabled={accept.isPending || reject.isPending}
                  onClick={() => reject.mutate(id, logged)}
                >
                  {t('requests.reject')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="social-sidebar__error" role="alert">
          {writeFailureText(failure)}
        </p>
      )}
      {requests.outgoing.length > 0 && (
        <>
          <h3 className="social-sidebar__subheading">{t('requests.sent')}</h3>
          <ul className="social-sidebar__list" aria-label={t('requests.sentList')}>
            {requests.outgoing.map(({ id, receiver, status }) => (
              <li key={id} className="friend-row">
                <UserAvatar name={receiver.displayName} url={receiver.avatar} />
                <span className="friend-row__name">{receiver.displayName}</span>
                <span className="social-sidebar__muted">{t(`requests.states.${status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
