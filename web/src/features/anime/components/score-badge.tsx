import './score-badge.css';

import { scoreBand } from '@tracker/domain';

import { useTranslation } from '../../../i18n/use-translation';

export function ScoreBadge({ score }: { score: number | null }) {
  const { t, language } = useTranslation('anime');
  const band = scoreBand(score);
  const shown =
    score !== null && Number.isFinite(score)
      ? score.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
      : t('score.none');
  return (
    <span className={`score-badge score-badge--${band ?? 'none'}`}>
      <span className="visually-hidden">{t('score.label')} </span>
      {/* eslint-disable-next-line i18next/no-literal-string -- a decorative star, hidden from screen readers */}
      <span aria-hidden="true">★ </span>
      <span>{shown}</span>
    </span>
  );
}
