import { useSearchParams } from 'react-router';

export const ADMIN_TABS = [
  { id: 'users', label: 'Users' },
  { id: 'reports', label: 'Reports' },
  { id: 'catalogue', label: 'Catalogue' },
  { id: 'system', label: 'System' },
  { id: 'audit', label: 'Audit log' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

const isAdminTab = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

/** The open tab lives in `?tab=`, so a reload or a shared link opens the same one. */
export function useAdminTab(): [AdminTabId, (tab: AdminTabId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const select = (next: AdminTabId) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [isAdminTab(tab) ? tab : 'users', select];
}
