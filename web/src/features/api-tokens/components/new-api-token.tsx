import type { CreatedApiToken } from '@tracker/contracts';

import { RichText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useCopyText } from '../hooks/use-copy-text';

const COPY_LABELS = { idle: 'created.copy', copied: 'created.copied', failed: 'created.copy' } as const;

/** The token just made, shown this once, with a Copy button. */
export function NewApiToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation('apiTokens');
  const { state, copy } = useCopyText(created.token);

  return (
    <div className="api-tokens__new" role="status">
      <p>
        <RichText text={t('created.intro')} tags={{ name: () => <strong>{created.name}</strong> }} />
      </p>
      <div className="api-tokens__secret">
        <code aria-label={t('created.label')}>{created.token}</code>
        <button type="button" className="button" onClick={() => void copy()}>
          {t(COPY_LABELS[state])}
        </button>
      </div>
      {state === 'failed' && (
        <p className="auth-form__failure" role="alert">
          {t('created.copyFailed')}
        </p>
      )}
      <div className="profile-form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('created.done')}
        </button>
      </div>
    </div>
  );
}
