import type { AdminUser } from '@tracker/contracts';
import { useId, useState } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useDebouncedValue } from '../../search/hooks/use-debounced-value';
import { formatDateTime } from '../admin-format';
import { useAdminUsers } from '../api/get-admin-users';
import { Pager } from './pager';
import { UserDetail } from './user-detail';

/** How long the search waits for typing to pause before it asks. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

const statusLabel = (user: AdminUser) => (user.disabled ? 'Disabled' : 'Active');

/** Users: search every account, page through them, and open one to act on it. */
export function UsersTab({ actorId }: { actorId: string }) {
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
          <label htmlFor={searchId}>Search users</label>
          <input
            id={searchId}
            type="search"
            className="admin-input"
            placeholder="Username, display name or email"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {users.isPending ? (
          <LoadingState label="Loading users…" />
        ) : users.isError ? (
          <ErrorBanner
            title="Failed to load users"
            detail={users.error.message}
            onRetry={() => void users.refetch()}
          />
        ) : (
          <>
            {users.data.users.length === 0 ? (
              <p className="admin-empty">{q ? `No user matches '${q}'.` : 'No users yet.'}</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption className="visually-hidden">Users</caption>
                  <thead>
                    <tr>
                      <th scope="col">Username</th>
                      <th scope="col">Display name</th>
                      <th scope="col">Email</th>
                      <th scope="col">Admin</th>
                      <th scope="col">Status</th>
                      <th scope="col">Joined</th>
                      <th scope="col">Last sign-in</th>
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
                            aria-label={`Open ${user.username}`}
                            aria-expanded={selected?.id === user.id}
                            onClick={() => setSelected(user)}
                          >
                            {user.username}
                          </button>
                        </th>
                        <td>{user.displayName}</td>
                        <td className="admin-table__email">{user.email}</td>
                        <td>{user.isAdmin ? 'Yes' : 'No'}</td>
                        <td>
                          <span className={`admin-badge admin-badge--${user.disabled ? 'down' : 'up'}`}>
                            {statusLabel(user)}
                          </span>
                        </td>
                        <td>{formatDateTime(user.createdAt)}</td>
                        <td>{formatDateTime(user.lastSignInAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager
              label="Users"
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
