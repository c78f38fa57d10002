import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import english from '../../../i18n/locales/en/animeDetail.json';
import { useTranslation } from '../../../i18n/use-translation';

interface ResourceStateProps {
  /** `partial`: the server answered from what it holds while the public database was out of reach. */
  query: { isPending: boolean; error: Error | null; retry: () => void; partial?: boolean };
  loadingLabel: string;
  errorTitle: string;
  /** Checked only once the data is there. */
  isEmpty: () => boolean;
  emptyMessage: string;
  /** Rendered only once the data is there and not empty. */
  children: () => ReactNode;
}

/** The loading, error and empty states every detail tab shares, around what it shows once loaded. */
export function ResourceState({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  emptyMessage,
  children,
}: ResourceStateProps) {
  const { t } = useTranslation('animeDetail');
  if (query.error)
    return <ErrorBanner title={errorTitle} detail={query.error.message} onRetry={query.retry} />;
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  return (
    <>
      {isEmpty() ? <p className="empty-state">{emptyMessage}</p> : children()}
      {query.partial && <p className="resource-state__partial">{t('resource.partial')}</p>}
    </>
  );
}

/** Under an answer the server gave from what it holds while the public database was out of reach. */
// The English note, which the page's tests quote.
export const PARTIAL_NOTE = english.resource.partial;

type DetailPart = keyof typeof english.resource.what;

/** Spec §8's single-anime message, narrowed to the part of the detail that failed. */
export const resourceErrorTitle = (t: TFunction<'animeDetail'>, what: DetailPart, malId: number) =>
  t('resource.failed', { what: t(`resource.what.${what}`), id: String(malId) });
