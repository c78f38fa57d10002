// The card's and the cover's own rules first: the skeleton's, as specific, override them.
import './anime-card.css';
import './anime-cover.css';
import './anime-grid-skeleton.css';

import { memo } from 'react';

interface AnimeGridSkeletonProps {
  /** What screen readers hear while the grid loads. */
  label: string;
  /** As many placeholder cards as the grid will show, so nothing below it moves when it fills. */
  count: number;
}

/**
 * A loading grid of card-sized placeholders: same grid, same cover aspect ratio, a body as tall as a
 * card's, so the cards replace it without shifting the page (issue 4: no layout shift).
 */
export const AnimeGridSkeleton = memo(function AnimeGridSkeleton({ label, count }: AnimeGridSkeletonProps) {
  return (
    <div className="anime-grid-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="anime-grid" aria-hidden="true" data-testid="anime-grid-skeleton">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <div className="anime-card anime-card--skeleton">
              <div className="anime-cover anime-card-skeleton__cover" />
              <div className="anime-card__body">
                <span className="anime-card-skeleton__line anime-card-skeleton__line--title" />
                <span className="anime-card-skeleton__line anime-card-skeleton__line--meta" />
                <span className="anime-card-skeleton__line anime-card-skeleton__line--genres" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** A placeholder for one line of text (a subtitle not known yet), as tall as the line it stands for. */
export function TextLineSkeleton({ className }: { className: string }) {
  return (
    <p className={className} aria-hidden="true">
      <span className="anime-card-skeleton__line anime-card-skeleton__line--text" />
    </p>
  );
}
