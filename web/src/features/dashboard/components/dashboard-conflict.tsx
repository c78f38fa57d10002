import { useTranslation } from '../../../i18n/use-translation';

interface DashboardConflictProps {
  onLoadNewer: () => void;
  onKeepMine: () => void;
}

/** A save that lost to another tab or device: the owner chooses, nothing is overwritten silently. */
export function DashboardConflict({ onLoadNewer, onKeepMine }: DashboardConflictProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard-conflict" role="alert">
      <p className="dashboard-conflict__title">{t('conflict.title')}</p>
      <p>{t('conflict.text')}</p>
      <div className="dashboard-conflict__actions">
        <button type="button" className="button" onClick={onLoadNewer}>
          {t('conflict.loadNewer')}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </button>
      </div>
    </div>
  );
}
