import { useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useDetailResource } from '../hooks/use-detail-resource';
import { PersonPhoto } from './person-photo';
import { resourceErrorTitle, ResourceState } from './resource-state';
import { ShowAllButton, VISIBLE_PEOPLE } from './show-all-button';

export function StaffPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const staff = useDetailResource(malId, 'staff');
  const [showAll, setShowAll] = useState(false);
  const all = staff.data ?? [];
  const shown = showAll ? all : all.slice(0, VISIBLE_PEOPLE);

  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading">{t('staff.heading')}</h2>
      <ResourceState
        query={staff}
        loadingLabel={t('staff.loading')}
        errorTitle={resourceErrorTitle(t, 'staff', malId)}
        isEmpty={() => all.length === 0}
        emptyMessage={t('staff.empty')}
      >
        {() => (
          <>
            <ul className="people-grid">
              {shown.map(({ person, positions }) => (
                <li key={person.mal_id} className="person-card">
                  <PersonPhoto url={person.images.jpg.image_url} />
                  <div className="person-card__body">
                    <a
                      href={person.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="person-card__name"
                    >
                      {person.name}
                    </a>
                    <span className="person-card__role">{positions.join(', ')}</span>
                  </div>
                </li>
              ))}
            </ul>
            <ShowAllButton total={all.length} what="staff" showAll={showAll} onToggle={setShowAll} />
          </>
        )}
      </ResourceState>
    </section>
  );
}
