import type { AdminUser } from '@tracker/contracts';
import { useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useDebouncedValue } from '../../search/hooks/use-debounced-value';
import { formatDateTime } from '../admin-format';
import { useAdminUsers } from '../api/get-admin-users';
import { Pager } from './pager';
import { UserDetail } from './user-detail';

/** How long the search waits for typing to pause before it asks. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/** Users: search every account, page through them, and open one to act on it. */
export function UsersTab({ actorId }: { actorId: string }) {
  const { t, language } = useTranslation('admin');
  const searchId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  // A new search starts again at its first page.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const users = useAdminUsers(actorId, q, page);

  return (
    <div className={selected ? 'admin-split admin-split--open' : 'admin-split'}>
      <div className="admin-split__main">
        <div className="admin-toolbar">
          <label htmlFor={searchId}>{t('users.search')}</label>
          <input
            id={searchId}
            type="search"
            className="admin-input"
            placeholder={t('users.placeholder')}
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {users.isPending ? (
          <LoadingState label={t('users.loading')} />
        ) : users.isError ? (
          <ErrorBanner
            title={t('users.failed')}
            detail={users.error.message}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <>
            {users.data.users.length === 0 ? (
              <p className="admin-empty">{q ? t('users.noMatch', { q }) : t('users.none')}</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="visually-hidden">{t('users.caption')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('users.username')}</th>
                      <th scope="col">{t('users.displayName')}</th>
                      <th scope="col">{t('users.email')}</th>
                      <th scope="col">{t('users.admin')}</th>
                      <th scope="col">{t('users.status')}</th>
                      <th scope="col">{t('users.joined')}</th>
                      <th scope="col">{t('users.lastSignIn')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {users.data.users.map((user) => (
                      <tr
                        key={user.id}
                        className={selected?.id === user.id ? 'admin-table__selected' : undefined}
                      >
                        <th scope="row">
                          <button
                            type="button"
                            className="admin-inline-button"
                            aria-label={t('users.open', { username: user.username })}
                            aria-expanded={selected?.id === user.id}
                            onClick={() => setSelected(user)}
                          >
                            {user.username}
                          </button>
                        </th>
                        <td>{user.displayName}</td>
                        <td className="admin-table__email">{user.email}</td>
                        <td>{user.isAdmin ? t('users.yes') : t('users.no')}</td>
                        <td>
                          <span className={`admin-badge admin-badge--${user.disabled ? 'down' : 'up'}`}>
                            {user.disabled ? t('users.disabled') : t('users.active')}
                          </span>
                        </td>
                        <td>{formatDateTime(user.createdAt, t('never'), language)}</td>
                        <td>{formatDateTime(user.lastSignInAt, t('never'), language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager
              label={t('users.pager')}
              page={users.data.page}
              pageSize={users.data.pageSize}
              total={users.data.total}
              busy={users.isPlaceholderData}
              onPage={(next) => setPaging({ q, page: next })}
            />
          </>
        )}
      </div>
      {selected && (
        <UserDetail key={selected.id} actorId={actorId} row={selected} onClose={() => setSelected(null)} />
      )}
    </div>
  );
}
