import type { JikanScoreShare } from '@tracker/contracts';

import { formatCount } from '../format';

/**
 * The score distribution as a bar chart made of a table: screen readers read the votes and shares as
 * rows, and CSS draws each share as a bar scaled to the largest one.
 */
export function ScoreDistribution({ scores }: { scores: readonly JikanScoreShare[] }) {
  if (scores.length === 0) return <p className="empty-state">Nobody has scored this title yet.</p>;
  const highest = Math.max(...scores.map((share) => share.percentage), 0);
  const sorted = [...scores].sort((a, b) => b.score - a.score);

  return (
    <table className="score-chart">
      <caption>Score distribution</caption>
      <thead>
        <tr>
          <th scope="col">Score</th>
          <th scope="col">Votes</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((share) => (
          <tr key={share.score}>
            <th scope="row">{share.score}</th>
            <td>{formatCount(share.votes)}</td>
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
