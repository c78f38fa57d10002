import type { JikanCharacterRole } from '@tracker/contracts';
import { useState } from 'react';

import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../auth/hooks/use-session';
import { useFavoriteCharacters } from '../../characters/api/get-favorite-characters';
import { CharacterHeart } from '../../characters/components/character-heart';
import { useDetailResource } from '../hooks/use-detail-resource';
import { PersonPhoto } from './person-photo';
import { resourceErrorTitle, ResourceState } from './resource-state';
import { ShowAllButton, VISIBLE_PEOPLE } from './show-all-button';

/**
 * The cast, main characters first as Jikan lists them, each with their voice actors; signed-in users get
 * a favorite heart on each (issue 19).
 */
export function CharactersPanel({ malId }: { malId: number }) {
  const { t } = useTranslation('animeDetail');
  const characters = useDetailResource(malId, 'characters');
  const { status, user } = useSession();
  const signedIn = status === 'signed-in' && user !== null;
  const favorites = useFavoriteCharacters(signedIn ? user.username : undefined, user?.id ?? null);
  const favoriteIds = new Set(favorites.data?.map((favorite) => favorite.characterId));
  const [showAll, setShowAll] = useState(false);
  const all = characters.data ?? [];
  const shown = showAll ? all : all.slice(0, VISIBLE_PEOPLE);

  return (
    <section aria-labelledby="characters-heading">
      <h2 id="characters-heading">{t('characters.heading')}</h2>
      <ResourceState
        query={characters}
        loadingLabel={t('characters.loading')}
        errorTitle={resourceErrorTitle(t, 'characters', malId)}
        isEmpty={() => all.length === 0}
        emptyMessage={t('characters.empty')}
      >
        {() => (
          <>
            <ul className="people-grid">
              {shown.map((role) => (
                <CharacterCard
                  key={role.character.mal_id}
                  role={role}
                  malId={malId}
                  // Signed out: no heart at all (spec: it shows only when signed in).
                  heart={
                    signedIn
                      ? { favorite: favoriteIds.has(role.character.mal_id), loading: favorites.isPending }
                      : null
                  }
                />
              ))}
            </ul>
            <ShowAllButton total={all.length} what="characters" showAll={showAll} onToggle={setShowAll} />
          </>
        )}
      </ResourceState>
    </section>
  );
}

interface CharacterCardProps {
  role: JikanCharacterRole;
  malId: number;
  /** The signed-in user's heart on this character; null when signed out. */
  heart: { favorite: boolean; loading: boolean } | null;
}

function CharacterCard({ role, malId, heart }: CharacterCardProps) {
  const { t } = useTranslation('animeDetail');
  const { character, voice_actors: voices } = role;
  const image = character.images.webp?.image_url ?? character.images.jpg.image_url;
  return (
    <li className="person-card">
      <PersonPhoto url={image} />
      <div className="person-card__body">
        <div className="character-card__header">
          <a href={character.url} target="_blank" rel="noopener noreferrer" className="person-card__name">
            {character.name}
          </a>
          {heart && (
            <CharacterHeart
              character={{ characterId: character.mal_id, animeId: malId, name: character.name, image }}
              favorite={heart.favorite}
              disabled={heart.loading}
            />
          )}
        </div>
        <span className="person-card__role">{role.role}</span>
        {voices.length > 0 && (
          <ul className="person-card__voices" aria-label={t('characters.voices', { name: character.name })}>
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
