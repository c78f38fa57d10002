import './api-tokens.css';

import type { CreatedApiToken } from '@tracker/contracts';
import { useId, useState } from 'react';

import { RichText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiTokenList } from './api-token-list';
import { CreateApiTokenForm } from './create-api-token-form';
import { NewApiToken } from './new-api-token';

/**
 * /profile's API tokens (issue 21): tokens for scripts to call the API as this user (read only, or read
 * and write), each shown once when made, listed without their secrets and revoked here.
 */
export function ApiTokensSection() {
  const { t } = useTranslation('apiTokens');
  const heading = useId();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  return (
    <section className="profile-section api-tokens" aria-labelledby={heading}>
      <h2 id={heading}>{t('heading')}</h2>
      <p className="profile-section__hint">
        <RichText text={t('intro')} tags={{ code: (inner) => <code>{inner}</code> }} />
      </p>
      <CreateApiTokenForm onCreated={setCreated} />
      {created && <NewApiToken key={created.id} created={created} onDone={() => setCreated(null)} />}
      <ApiTokenList />
    </section>
  );
}
