import type { JikanCharacterRole } from '@tracker/contracts';
import { useState } from 'react';

import { useDetailResource } from '../hooks/use-detail-resource';
import { PersonPhoto } from './person-photo';
import { resourceErrorTitle, ResourceState } from './resource-state';
import { ShowAllButton, VISIBLE_PEOPLE } from './show-all-button';

/** The cast, main characters first as Jikan lists them, each with their voice actors. */
export function CharactersPanel({ malId }: { malId: number }) {
  const characters = useDetailResource(malId, 'characters');
  const [showAll, setShowAll] = useState(false);
  const all = characters.data ?? [];
  const shown = showAll ? all : all.slice(0, VISIBLE_PEOPLE);

  return (
    <section aria-labelledby="characters-heading">
      <h2 id="characters-heading">Characters</h2>
      <ResourceState
        query={characters}
        loadingLabel="Loading characters…"
        errorTitle={resourceErrorTitle('characters', malId)}
        isEmpty={() => all.length === 0}
        emptyMessage="No characters listed yet."
      >
        {() => (
          <>
            <ul className="people-grid">
              {shown.map((role) => (
                <CharacterCard key={role.character.mal_id} role={role} />
              ))}
            </ul>
            <ShowAllButton total={all.length} what="characters" showAll={showAll} onToggle={setShowAll} />
          </>
        )}
      </ResourceState>
    </section>
  );
}

function CharacterCard({ role }: { role: JikanCharacterRole }) {
  const { character, voice_actors: voices } = role;
  return (
    <li className="person-card">
      <PersonPhoto url={character.images.webp?.image_url ?? character.images.jpg.image_url} />
      <div className="person-card__body">
        <a href={character.url} target="_blank" rel="noopener noreferrer" className="person-card__name">
          {character.name}
        </a>
        <span className="person-card__role">{role.role}</span>
        {voices.length > 0 && (
          <ul className="person-card__voices" aria-label={`Voice actors of ${character.name}`}>
            {voices.map(({ person, language }) => (
              <li key={`${person.mal_id}-${language}`}>
                <a href={person.url} target="_blank" rel="noopener noreferrer">
                  {person.name}
                </a>{' '}
                <span className="person-card__language">({language})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
