import './error-banner.css';

import { useTranslation } from '../../i18n/use-translation';

interface ErrorBannerProps {
  /** The spec §8 banner text, e.g. 'Failed to load current season anime'. */
  title: string;
  /** The server's error text, shown under the title. */
  detail?: string;
  onRetry?: () => void;
}

/** Spec §8's red banner. */
export function ErrorBanner({ title, detail, onRetry }: ErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <div className="error-banner" role="alert">
      <div>
        <p className="error-banner__title">{title}</p>
        {detail && detail !== title && <p className="error-banner__detail">{detail}</p>}
      </div>
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('ui.tryAgain')}
        </button>
      )}
    </div>
  );
}
