import './status-badge.css';

import { normalizeAnimeStatus } from '@tracker/domain';

import { useTranslation } from '../../../i18n/use-translation';

/** The spec's status labels (normalizeAnimeStatus) by their catalogue keys; others show as they come. */
const KNOWN = { Completed: 'completed', Airing: 'airing', Upcoming: 'upcoming' } as const;
const isKnown = (label: string): label is keyof typeof KNOWN => Object.hasOwn(KNOWN, label);

export function StatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation('anime');
  const label = normalizeAnimeStatus(status);
  if (!label) return null;
  return (
    <span className={`status-badge status-badge--${label.toLowerCase().replace(/\s+/g, '-')}`}>
      {isKnown(label) ? t(`status.${KNOWN[label]}`) : label}
    </span>
  );
}
