import type { CreatedApiToken } from '@tracker/contracts';

import { useCopyText } from '../hooks/use-copy-text';

const COPY_LABELS = { idle: 'Copy', copied: 'Copied', failed: 'Copy' } as const;

/** The token just made, shown this once, with a Copy button. */
export function NewApiToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const { state, copy } = useCopyText(created.token);

  return (
    <div className="api-tokens__new" role="status">
      <p>
        Your new token <strong>{created.name}</strong>. Copy it now: it will not be shown again.
      </p>
      <div className="api-tokens__secret">
        <code aria-label="New API token">{created.token}</code>
        <button type="button" className="button" onClick={() => void copy()}>
          {COPY_LABELS[state]}
        </button>
      </div>
      {state === 'failed' && (
        <p className="auth-form__failure" role="alert">
          The browser did not let the page copy it: select the token and copy it yourself.
        </p>
      )}
      <div className="profile-form__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
