import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useCurrentSeason } from '../api/get-current-season';
import { AnimeCard } from './anime-card';

export function CurrentSeasonSection() {
  return (
    <section className="home-section" aria-labelledby="current-season-heading">
      <h2 id="current-season-heading" className="home-section__title">
        Current Season
      </h2>
      <CurrentSeasonContent />
    </section>
  );
}

function CurrentSeasonContent() {
  const { data, error, isPending, refetch } = useCurrentSeason();

  if (isPending) return <LoadingState label="Loading current season anime…" />;
  if (error) {
    return (
      <ErrorBanner
        title="Failed to load current season anime"
        detail={error.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.items.length === 0) return <p className="empty-state">No anime found</p>;
  return (
    <>
      {/* The catalogue falls back to its latest season while the current one is not loaded yet: say which. */}
      <p className="home-section__subtitle">{seasonLabel(data.season, data.year)}</p>
      <ul className="anime-grid">
        {data.items.map((anime) => (
          <li key={anime.mal_id}>
            <AnimeCard anime={anime} />
          </li>
        ))}
      </ul>
    </>
  );
}

function seasonLabel(season: string, year: number): string {
  return `${season.charAt(0).toUpperCase()}${season.slice(1)} ${year}`;
}
