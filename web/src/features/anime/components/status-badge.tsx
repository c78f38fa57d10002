import './status-badge.css';

import { normalizeAnimeStatus } from '@tracker/domain';

export function StatusBadge({ status }: { status: string | null }) {
  const label = normalizeAnimeStatus(status);
  if (!label) return null;
  return (
    <span className={`status-badge status-badge--${label.toLowerCase().replace(/\s+/g, '-')}`}>{label}</span>
  );
}
