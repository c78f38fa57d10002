import type { JikanScoreShare } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { useDetailFormat } from '../format';

/**
 * The score distribution as a bar chart made of a table: screen readers read the votes and shares as
 * rows, and CSS draws each share as a bar scaled to the largest one.
 */
export function ScoreDistribution({ scores }: { scores: readonly JikanScoreShare[] }) {
  const { t } = useTranslation('animeDetail');
  const format = useDetailFormat();
  if (scores.length === 0) return <p className="empty-state">{t('statistics.noScores')}</p>;
  const highest = Math.max(...scores.map((share) => share.percentage), 0);
  const sorted = [...scores].sort((a, b) => b.score - a.score);

  return (
    <table className="score-chart">
      <caption>{t('statistics.distribution')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistics.score')}</th>
          <th scope="col">{t('statistics.votes')}</th>
          <th scope="col">{t('statistics.share')}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((share) => (
          <tr key={share.score}>
            <th scope="row">{share.score}</th>
            <td>{format.count(share.votes)}</td>
            <td>
              <div className="score-chart__share">
                <span className="score-chart__bar-track" aria-hidden="true">
                  <span
                    className="score-chart__bar"
                    style={{ width: `${highest > 0 ? (share.percentage / highest) * 100 : 0}%` }}
                  />
                </span>
                <span className="score-chart__value">{share.percentage.toFixed(1)}%</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
