import { useSearchParams } from 'react-router';

/** The panel's tabs, in order; their names are the admin catalogue's `tabs`. */
export const ADMIN_TABS = ['users', 'reports', 'catalogue', 'system', 'audit'] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number];

const isAdminTab = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab === value);

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
