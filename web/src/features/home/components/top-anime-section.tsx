import type { Anime } from '@tracker/contracts';
import { useDeferredValue, useMemo } from 'react';

import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingState } from '../../../components/ui/loading-state';
import { useGridColumns } from '../../../components/ui/use-grid-columns';
import { useTranslation } from '../../../i18n/use-translation';
import { useTopAnime } from '../../anime/api/get-top-anime';
import { AnimeCard } from '../../anime/components/anime-card';
import { AnimeGridSkeleton } from '../../anime/components/anime-grid-skeleton';
import { useCardActions } from '../../lists/hooks/use-card-actions';
import { useNearPageBottom } from '../hooks/use-near-page-bottom';

/** Placeholder rows while the first page loads: enough to keep the footer where the list will push it. */
const SKELETON_ROWS = 2;

/** Spec §2 'TOP Anime': the endless top list, a page of 25 at a time as the visitor nears the bottom. */
export function TopAnimeSection() {
  const { t } = useTranslation('home');
  const { data, error, hasNextPage, isFetchingNextPage, isError, fetchNextPage, refetch } = useTopAnime();
  // Each page's cards render in a background pass React can interrupt, in slices short enough for input.
  const pages = useDeferredValue(data?.pages);
  const cardActions = useCardActions();
  // The cards on screen are the ones loaded: only then is the page's height (and the list's end) final.
  const caughtUp = pages !== undefined && pages === data?.pages;
  const canLoadMore = caughtUp && hasNextPage && !isFetchingNextPage && !isError;
  const anime = useMemo(() => uniqueById(pages?.flatMap((page) => page.items) ?? []), [pages]);
  useNearPageBottom(() => void fetchNextPage(), canLoadMore, pages?.length ?? 0);
  const columns = useGridColumns();

  return (
    <section className="home-section" aria-labelledby="top-anime-heading">
      <h2 id="top-anime-heading" className="home-section__title">
        {t('top.heading')}
      </h2>
      <p className="home-section__subtitle">{t('top.subtitle')}</p>
      {!pages && !error && <AnimeGridSkeleton label={t('top.loading')} count={columns * SKELETON_ROWS} />}
      {anime.length > 0 && (
        <ol className="anime-grid">
          {anime.map((item) => (
            <li key={item.mal_id}>
              <AnimeCard anime={item} actions={cardActions?.(item)} />
            </li>
          ))}
        </ol>
      )}
      {isFetchingNextPage && <LoadingState label={t('top.loadingMore')} />}
      {error && (
        <ErrorBanner
          title={t('top.failed')}
          detail={error.message}
          onRetry={() => void (data ? fetchNextPage() : refetch())}
        />
      )}
      {caughtUp && !hasNextPage && !error && (
        <>
          {anime.length === 0 ? (
            <p className="empty-state">{t('top.empty')}</p>
          ) : (
            <p className="home-section__end">{t('top.end')}</p>
          )}
          {/* The catalogue ranks scored titles only: say what the list leaves out. */}
          <p className="home-section__note">{t('top.note')}</p>
        </>
      )}
    </section>
  );
}

// A title can move up a page between two loads as the catalogue is enriched: show it once.
function uniqueById(anime: Anime[]): Anime[] {
  const seen = new Set<number>();
  return anime.filter(({ mal_id }) => !seen.has(mal_id) && Boolean(seen.add(mal_id)));
}
