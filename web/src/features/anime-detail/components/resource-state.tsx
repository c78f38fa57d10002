import type { ReactNode } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';

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
  if (query.error)
    return <ErrorBanner title={errorTitle} detail={query.error.message} onRetry={query.retry} />;
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  return (
    <>
      {isEmpty() ? <p className="empty-state">{emptyMessage}</p> : children()}
      {query.partial && <p className="resource-state__partial">{PARTIAL_NOTE}</p>}
    </>
  );
}

/** Under an answer the server gave from what it holds while the public database was out of reach. */
export const PARTIAL_NOTE = 'More may appear here once the public anime database can be reached.';

/** Spec §8's single-anime message, narrowed to the part of the detail that failed. */
export const resourceErrorTitle = (what: string, malId: number) =>
  `Unable to fetch the ${what} of anime ${malId}. Please try again in a moment.`;
