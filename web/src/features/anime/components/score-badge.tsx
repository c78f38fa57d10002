import './score-badge.css';

import { formatScore, scoreBand } from '@tracker/domain';

export function ScoreBadge({ score }: { score: number | null }) {
  const band = scoreBand(score);
  return (
    <span className={`score-badge score-badge--${band ?? 'none'}`}>
      <span className="visually-hidden">Score </span>
      <span aria-hidden="true">★ </span>
      <span>{formatScore(score)}</span>
    </span>
  );
}
