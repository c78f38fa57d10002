import { useParams } from 'react-router';

import { LoadingState } from '../../components/ui/loading-state';
import { ErrorBanner } from '../../components/ui/error-banner';
import { malIdFromSlug } from '../../config/paths';
import { useAnime } from '../../features/anime/api/get-anime';
import { AnimeDetail } from '../../features/anime/components/anime-detail';
import { ApiError } from '../../lib/api-client';
import { NotFoundRoute } from './not-found';

export function AnimeDetailRoute() {
  const { slug = '' } = useParams();
  const malId = malIdFromSlug(slug);
  // Slugs without a mal_id prefix need the catalogue's slug resolution (issue 4); until then they are unknown.
  return malId === null ? <NotFoundRoute /> : <AnimeDetailById malId={malId} />;
}

function AnimeDetailById({ malId }: { malId: number }) {
  const { data: anime, error, isPending, refetch } = useAnime(malId);

  if (isPending) return <LoadingState label="Loading anime…" />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundRoute />;
  if (error)
    return (
      <ErrorBanner
        title={`Unable to fetch anime ${malId}. Please try again in a moment.`}
        detail={error.message}
        onRetry={() => void refetch()}
      />
    );
  return <AnimeDetail anime={anime} />;
}
