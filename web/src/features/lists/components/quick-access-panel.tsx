import './quick-access.css';

import type { ListStatus } from '@tracker/contracts';
import { QUICK_ACCESS_FETCHED } from '@tracker/domain';
import { useId, useState } from 'react';

import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { openAuthModal } from '../../auth/open-auth-modal';
import { useListSession } from '../hooks/use-list-session';
import { QuickAccessGrid } from './quick-access-grid';

/** Spec §2 quick-access tabs, in its order. */
const TABS = ['watching', 'plan_to_watch', 'completed', 'on_hold'] as const satisfies ListStatus[];

/** Spec §2 quick-access panel on the home page: the signed-in user's lists, or a login prompt. */
export function QuickAccessPanel() {
  const { t } = useTranslation('lists');
  const { t: tAuth } = useTranslation('auth');
  const { status, user } = useSession();
  const headingId = useId();

  if (status === 'loading') return null;
  if (!user) {
    return (
      <section className="quick-access" aria-labelledby={headingId}>
        <h2 id={headingId} className="quick-access__title">
          {t('quickAccess.heading')}
        </h2>
        <p className="quick-access__prompt">{t('quickAccess.prompt')}</p>
        <button type="button" className="button" onClick={() => openAuthModal('login')}>
          {tAuth('signIn')}
        </button>
      </section>
    );
  }
  return (
    <section className="quick-access" aria-labelledby={headingId}>
      <h2 id={headingId} className="quick-access__title">
        {t('quickAccess.welcome', { name: user.displayName || user.username })}
      </h2>
      <QuickAccessTabs />
    </section>
  );
}

function QuickAccessTabs() {
  const { t } = useTranslation('lists');
  const { loaded, animeLists } = useListSession();
  const [selected, setSelected] = useState<ListStatus>('watching');
  const baseId = useId();
  const tabId = (tab: ListStatus) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  const moveFocus = (from: ListStatus, step: number) => {
    const next = TABS[(TABS.indexOf(from as (typeof TABS)[number]) + step + TABS.length) % TABS.length];
    setSelected(next);
    document.getElementById(tabId(next))?.focus();
  };

  // Counts of zero before the lists arrive would say something false.
  if (!loaded) return <LoadingState label={t('quickAccess.loading')} />;
  return (
    <>
      <div className="quick-access__tabs" role="tablist" aria-label={t('quickAccess.tabs')}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={tabId(tab)}
            type="button"
            role="tab"
            className="quick-access__tab"
            aria-selected={selected === tab}
            aria-controls={panelId}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') moveFocus(tab, 1);
              if (event.key === 'ArrowLeft') moveFocus(tab, -1);
            }}
          >
            {t(`statuses.${tab}`)} <span className="quick-access__count">({animeLists[tab].length})</span>
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} className="quick-access__panel">
        <QuickAccessGrid
          key={selected}
          status={selected}
          entries={animeLists[selected].slice(0, QUICK_ACCESS_FETCHED)}
        />
      </div>
    </>
  );
}
