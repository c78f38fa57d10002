import type { JikanRelationEntry } from '@tracker/contracts';

import { useTranslation } from '../../../i18n/use-translation';
import { useFranchise } from '../../anime/api/get-franchise';
import { useDatabaseName } from '../../anime/hooks/use-database-name';
import { useDetailResource } from '../hooks/use-detail-resource';
import { RelatedAnimeLink } from './related-anime-link';
import { resourceErrorTitle, ResourceState } from './resource-state';

/** Jikan's relations, grouped by relation name, then the franchise the main relations chain into. */
export function RelationsPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const relations = useDetailResource(malId, 'relations');
  const databaseName = useDatabaseName();

  return (
    <>
      <section aria-labelledby="relations-heading">
        <h2 id="relations-heading">{t('relations.heading')}</h2>
        <ResourceState
          query={relations}
          loadingLabel={t('relations.loading')}
          errorTitle={resourceErrorTitle(t, 'relations', malId)}
          isEmpty={() => !relations.data?.some((group) => group.entry.length > 0)}
          emptyMessage={t('relations.empty')}
        >
          {() => (
            <dl className="relation-groups">
              {relations.data!.map((group, index) => (
                <div key={`${index}-${group.relation}`} className="relation-groups__group">
                  <dt>{databaseName('relations', group.relation)}</dt>
                  {group.entry.map((entry) => (
                    <dd key={`${entry.type}-${entry.mal_id}`}>
                      <RelationEntry entry={entry} />
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          )}
        </ResourceState>
      </section>
      <FranchiseSection malId={malId} />
    </>
  );
}

function RelationEntry({ entry }: { entry: JikanRelationEntry }) {
  if (entry.type === 'anime') return <RelatedAnimeLink malId={entry.mal_id} name={entry.name} />;
  // Manga and novels have no page here: their public-database page opens in a new tab.
  return (
    <>
      <a href={entry.url} target="_blank" rel="noopener noreferrer">
        {entry.name}
      </a>{' '}
      <span className="relation-groups__type">({entry.type})</span>
    </>
  );
}

function FranchiseSection({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const franchise = useFranchise(malId);
  const databaseName = useDatabaseName();
  const query = {
    isPending: franchise.isPending,
    error: franchise.error,
    retry: () => void franchise.refetch(),
    partial: franchise.data?.partial === true,
  };

  return (
    <section aria-labelledby="franchise-heading">
      <h2 id="franchise-heading">{t('relations.franchise')}</h2>
      <ResourceState
        query={query}
        loadingLabel={t('relations.loadingFranchise')}
        errorTitle={resourceErrorTitle(t, 'franchise', malId)}
        isEmpty={() => !franchise.data?.groups.some((group) => group.entries.length > 0)}
        emptyMessage={t('relations.noFranchise')}
      >
        {() => (
          <dl className="relation-groups">
            {franchise.data!.groups.map((group) => (
              <div key={group.relation} className="relation-groups__group">
                <dt>{databaseName('relations', group.relation)}</dt>
                {group.entries.map((entry) => (
                  <dd key={entry.mal_id}>
                    <RelatedAnimeLink malId={entry.mal_id} name={entry.name} />
                    {entry.year !== null && <span className="relation-groups__type"> ({entry.year})</span>}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        )}
      </ResourceState>
    </section>
  );
}
