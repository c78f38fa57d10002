import type { ApiToken } from '@tracker/contracts';
import { useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Never');
const SCOPE_LABELS = { read: 'Read only', write: 'Read and write' } as const;

/** The user's tokens (name, access, first characters, made, last used), each with Revoke. */
export function ApiTokenList() {
  const tokens = useApiTokens();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  if (tokens.isPending) return <p className="profile-section__hint">Loading your tokens…</p>;
  if (tokens.isError)
    return (
      <p className="api-tokens__error">
        {tokens.error instanceof ApiError ? tokens.error.message : 'Your tokens could not be loaded.'}
      </p>
    );
  if (tokens.data.length === 0) return <p className="profile-section__hint">You have no API tokens.</p>;

  return (
    <>
      <table className="api-tokens__table">
        <caption className="visually-hidden">Your API tokens</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Access</th>
            <th scope="col">Token</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.data.map((token) => (
            <tr key={token.id}>
              <td>{token.name}</td>
              <td>{SCOPE_LABELS[token.scope]}</td>
              <td>
                <code>{token.prefix}…</code>
              </td>
              <td>{when(token.createdAt)}</td>
              <td>{when(token.lastUsedAt)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Revoke ${token.name}`}
                  onClick={() => setRevoking(token)}
                >
                  Revoke
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

/** Asks before revoking; a failure is shown with the server's reason and the dialog stays open. */
function RevokeDialog({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const revoke = useRevokeApiToken();

  const confirm = () => revoke.mutate(token.id, { onSuccess: onClose });

  return (
    <ModalDialog focus={{ returnFocus: true }} title="Revoke API token" onClose={onClose}>
      <p>
        Revoke <strong>{token.name}</strong>? Scripts using it stop working at once. This cannot be undone.
      </p>
      {revoke.isError && (
        <p className="auth-form__failure" role="alert">
          {revoke.error instanceof ApiError ? revoke.error.message : 'The token could not be revoked.'}
        </p>
      )}
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="button" disabled={revoke.isPending} onClick={confirm}>
          Revoke
        </button>
      </div>
    </ModalDialog>
  );
}
