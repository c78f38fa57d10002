import './activity.css';

import { lazy, Suspense, useId } from 'react';

import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { useNearViewport } from '../hooks/use-near-viewport';

// The feed is a chunk of its own, loaded for a signed-in user once the section nears the window.
const FriendsActivity = lazy(() =>
  import('./friends-activity').then((m) => ({ default: m.FriendsActivity })),
);

/**
 * Issue 19: the friends' activity on the home page, for signed-in users only. It sits below the first
 * screen and is read when scrolled near, so the signed-in home's first screen stays at three API requests.
 */
export function FriendsActivitySlot() {
  const { t } = useTranslation('activity');
  const { user } = useSession();
  const headingId = useId();
  const [nearRef, near] = useNearViewport();
  if (!user) return null;
  return (
    <section ref={nearRef} className="friends-activity" aria-labelledby={headingId}>
      <h2 id={headingId} className="friends-activity__title">
        {t('friends.heading')}
      </h2>
      {near && (
        <Suspense fallback={<LoadingState label={t('friends.loading')} />}>
          <FriendsActivity key={user.id} userId={user.id} />
        </Suspense>
      )}
    </section>
  );
}
