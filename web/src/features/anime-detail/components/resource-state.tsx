import type { ReactNode } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';

interface ResourceStateProps {
  query: { isPending: boolean; error: Error | null; retry: () => void };
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
  if (isEmpty()) return <p className="empty-state">{emptyMessage}</p>;
  return <>{children()}</>;
}

/** Spec §8's single-anime message, narrowed to the part of the detail that failed. */
export const resourceErrorTitle = (what: string, malId: number) =>
  `Unable to fetch the ${what} of anime ${malId}. Please try again in a moment.`;
