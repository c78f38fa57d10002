import './api-tokens.css';

import type { CreatedApiToken } from '@tracker/contracts';
import { useId, useState } from 'react';

import { ApiTokenList } from './api-token-list';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewApiToken } from './new-api-token';

/**
 * /profile's API tokens (issue 21): tokens for scripts to call the API as this user (read only, or read
 * and write), each shown once when made, listed without their secrets and revoked here.
 */
export function ApiTokensSection() {
  const heading = useId();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <section className="profile-section api-tokens" aria-labelledby={heading}>
      <h2 id={heading}>API tokens</h2>
      <p className="profile-section__hint">
        A token lets a script use the API as you: <code>Authorization: Bearer at_…</code>. It can do what you
        can, except admin pages, tokens, your password and signing out; a read-only token only reads.
      </p>
      <CreateApiTokenForm onCreated={setCreated} />
      {created && <NewApiToken key={created.id} created={created} onDone={() => setCreated(null)} />}
      <ApiTokenList />
    </section>
  );
}
