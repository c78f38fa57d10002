import type { ApiToken } from '@tracker/contracts';
import { useState } from 'react';

import { ModalDialog } from '../../../components/ui/modal-dialog';
import { RichText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** The user's tokens (name, access, first characters, made, last used), each with Revoke. */
export function ApiTokenList() {
  const { t, language } = useTranslation('apiTokens');
  const tokens = useApiTokens();
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : t('list.never'));
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  if (tokens.isPending) return <p className="profile-section__hint">{t('list.loading')}</p>;
  if (tokens.isError)
    return (
      <p className="api-tokens__error">
        {tokens.error instanceof ApiError ? tokens.error.message : t('list.failed')}
      </p>
    );
  if (tokens.data.length === 0) return <p className="profile-section__hint">{t('list.empty')}</p>;

  return (
    <>
      <table className="api-tokens__table">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.access')}</th>
            <th scope="col">{t('list.token')}</th>
            <th scope="col">{t('list.createdAt')}</th>
            <th scope="col">{t('list.lastUsed')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.data.map((token) => (
            <tr key={token.id}>
              <td>{token.name}</td>
              <td>{t(`scopes.${token.scope}`)}</td>
              <td>
                <code>{token.prefix}…</code>
              </td>
              <td>{when(token.createdAt)}</td>
              <td>{when(token.lastUsedAt)}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('list.revokeLabel', { name: token.name })}
                  onClick={() => setRevoking(token)}
                >
                  {t('list.revoke')}
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
  const { t } = useTranslation('apiTokens');
  const revoke = useRevokeApiToken();

  const confirm = () => revoke.mutate(token.id, { onSuccess: onClose });

  return (
    <ModalDialog focus={{ returnFocus: true }} title={t('revoke.title')} onClose={onClose}>
      <p>
        <RichText text={t('revoke.confirm')} tags={{ name: () => <strong>{token.name}</strong> }} />
      </p>
      {revoke.isError && (
        <p className="auth-form__failure" role="alert">
          {revoke.error instanceof ApiError ? revoke.error.message : t('revoke.failed')}
        </p>
      )}
      <div className="modal-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('revoke.cancel')}
        </button>
        <button type="button" className="button" disabled={revoke.isPending} onClick={confirm}>
          {t('revoke.revoke')}
        </button>
      </div>
    </ModalDialog>
  );
}
