import './status-badge.css';

import { normalizeAnimeStatus } from '@tracker/domain';

import { useTranslation } from '../../../i18n/use-translation';

/** The spec's status labels (normalizeAnimeStatus) by their catalogue keys; others show as they come. */
const KNOWN = { Completed: 'completed', Airing: 'airing', Upcoming: 'upcoming' } as const;
const isKnown = (label: string): label is keyof typeof KNOWN => Object.hasOwn(KNOWN, label);

/** Spec §4's status of a title in the language shown; null without one. */
export function useAnimeStatusLabel(): (status: string | null) => string | null {
  const { t } = useTranslation('anime');
  return (status) => {
    const label = normalizeAnimeStatus(status);
    if (!label) return null;
    return isKnown(label) ? t(`status.${KNOWN[label]}`) : label;
  };
}

export function StatusBadge({ status }: { status: string | null }) {
  const statusLabel = useAnimeStatusLabel();
  const label = normalizeAnimeStatus(status);
  if (!label) return null;
  return (
    <span className={`status-badge status-badge--${label.toLowerCase().replace(/\s+/g, '-')}`}>
      {statusLabel(status)}
    </span>
  );
}
