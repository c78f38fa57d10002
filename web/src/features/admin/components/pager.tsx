import { useTranslation } from '../../../i18n/use-translation';
import { pageCount } from '../admin-format';

interface PagerProps {
  /** What the pages hold, for the navigation's name: 'Users' reads 'Users pages'. */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While the next page loads. */
  busy?: boolean;
}

/** Previous and Next around 'Page n of m' for a paged admin list (1-based pages). */
export function Pager({ label, page, pageSize, total, onPage, busy = false }: PagerProps) {
  const { t } = useTranslation('admin');
  const pages = pageCount(total, pageSize);
  return (
    <nav className="admin-pager" aria-label={t('pager.label', { label })}>
      <button
        type="button"
        className="admin-button"
        aria-label={t('pager.previousLabel')}
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span className="admin-pager__status" aria-live="polite">
        {t('pager.status', { page, pages, total })}
      </span>
      <button
        type="button"
        className="admin-button"
        aria-label={t('pager.nextLabel')}
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
