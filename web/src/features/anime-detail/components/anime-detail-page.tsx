import './anime-detail.css';

import type { Anime } from '@tracker/contracts';
import { useLocation, useSearchParams } from 'react-router';

import { pageTitle } from '../../../config/app';
import { useTranslation } from '../../../i18n/use-translation';
import { AnimeListPanel } from '../../lists/components/anime-list-panel';
import { AnimeDetailText } from './anime-detail-text';
import { AnimeOverview } from './anime-overview';
import { CharactersPanel } from './characters-panel';
import { type DetailTab, DetailTabs } from './detail-tabs';
import { EpisodesPanel } from './episodes-panel';
import { ExternalLinksPanel } from './external-links-panel';
import { RelationsPanel } from './relations-panel';
import { SimilarPanel } from './similar-panel';
import { StaffPanel } from './staff-panel';
import { StatisticsPanel } from './statistics-panel';
import { ThemesPanel } from './themes-panel';

const TAB_IDS = [
  'episodes',
  'relations',
  'similar',
  'characters',
  'staff',
  'statistics',
  'themes',
  'external',
] as const;

type TabId = (typeof TAB_IDS)[number];

const isTabId = (value: string | null): value is TabId => TAB_IDS.some((id) => id === value);

/** The open tab lives in `?tab=`, so a shared or reloaded link opens the same one. */
function useSelectedTab(): [TabId, (tab: TabId) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const tab = searchParams.get('tab');
  const select = (next: TabId) =>
    // Keeps the history entry's state: it pins which anime the slug means.
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true, state, preventScrollReset: true },
    );
  return [isTabId(tab) ? tab : 'episodes', select];
}

export function AnimeDetailPage({ anime }: { anime: Anime }) {
  const { t } = useTranslation('animeDetail');
  const [tab, selectTab] = useSelectedTab();
  const tabs: DetailTab<TabId>[] = TAB_IDS.map((id) => ({ id, label: t(`tabs.${id}`) }));
  const malId = anime.mal_id;

  return (
    <article className="anime-detail" aria-labelledby="anime-detail-title">
      <title>{pageTitle(anime.title)}</title>
      <AnimeOverview anime={anime} />
      <AnimeListPanel anime={anime} />
      <AnimeDetailText anime={anime} />
      <DetailTabs
        label={t('tabsLabel', { title: anime.title })}
        tabs={tabs}
        selected={tab}
        onSelect={selectTab}
        renderPanel={(id) => {
          switch (id) {
            case 'episodes':
              return <EpisodesPanel malId={malId} />;
            case 'relations':
              return <RelationsPanel malId={malId} />;
            case 'similar':
              return <SimilarPanel malId={malId} />;
            case 'characters':
              return <CharactersPanel malId={malId} />;
            case 'staff':
              return <StaffPanel malId={malId} />;
            case 'statistics':
              return <StatisticsPanel malId={malId} />;
            case 'themes':
              return <ThemesPanel malId={malId} />;
            case 'external':
              return <ExternalLinksPanel anime={anime} />;
          }
        }}
      />
    </article>
  );
}
