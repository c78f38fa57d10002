import './admin.css';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { pageTitle } from '../../../config/app';
import { useTranslation } from '../../../i18n/use-translation';
import { DetailTabs } from '../../anime-detail/components/detail-tabs';
import { adminQueryKey } from '../api/admin-query-keys';
import { useAdminRefused } from '../hooks/use-admin-refused';
import { ADMIN_TABS, type AdminTabId, useAdminTab } from '../hooks/use-admin-tab';
import { AdminNotAllowed } from './admin-not-allowed';
import { AuditTab } from './audit-tab';
import { CatalogueTab } from './catalogue-tab';
import { ReportsTab } from './reports-tab';
import { SystemTab } from './system-tab';
import { UsersTab } from './users-tab';

/**
 * /admin for an admin: users, reports, the catalogue's jobs, the system's health and the audit log, one
 * tab each. Only the open tab is rendered, so each reads its data when first opened. A 403 from any
 * admin route (demoted or disabled since the token was issued) turns the page into the not-allowed one.
 */
export function AdminPanel({ actorId }: { actorId: string }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const refused = useAdminRefused(actorId);
  const [tab, selectTab] = useAdminTab();

  // Accounts' emails and reports stay in memory only while the panel shows (and a sign-out leaves it).
  useEffect(
    () => () => queryClient.removeQueries({ queryKey: adminQueryKey(actorId) }),
    [queryClient, actorId],
  );

  if (refused) return <AdminNotAllowed signedIn />;

  const renderPanel = (id: AdminTabId) => {
    switch (id) {
      case 'users':
        return <UsersTab actorId={actorId} />;
      case 'reports':
        return <ReportsTab actorId={actorId} />;
      case 'catalogue':
        return <CatalogueTab actorId={actorId} />;
      case 'system':
        return <SystemTab actorId={actorId} />;
      case 'audit':
        return <AuditTab actorId={actorId} />;
    }
  };

  return (
    <section className="admin-page" aria-labelledby="admin-heading">
      <title>{pageTitle(t('title'))}</title>
      <h1 id="admin-heading" className="admin-page__heading">
        {t('title')}
      </h1>
      <DetailTabs
        label={t('sections')}
        tabs={ADMIN_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={tab}
        onSelect={selectTab}
        renderPanel={renderPanel}
      />
    </section>
  );
}
